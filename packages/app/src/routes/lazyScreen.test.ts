import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen.tsx';

const Screen = () => null;

describe('lazyScreen', () => {
  it('downloads a screen once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const screen = lazyScreen(load, 'page');
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next attempt (back online) loads the screen', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Screen);
    const screen = lazyScreen(load, 'page');
    await expect(screen.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(screen.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a screen whose code is already loaded at once, not its fallback first', async () => {
    const Loaded = ({ title }: { title: string }) => createElement('h1', null, title);
    const screen = lazyScreen(() => Promise.resolve(Loaded), 'page');
    await screen.preload();
    // A first render that suspended would show the fallback (which needs the app state: not given here).
    expect(renderToString(createElement(screen, { title: 'Health' }))).toContain('<h1>Health</h1>');
  });
});
