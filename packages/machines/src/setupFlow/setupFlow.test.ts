import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Locale } from '@havbruk/api';
import { isSupportedLanguage, setupFlowMachine } from './setupFlow.ts';

function harness(language: string | null = null) {
  const onboards: Array<{ language: Locale; resolve: () => void; reject: (error: unknown) => void }> = [];
  const onboarded: Locale[] = [];
  const machine = setupFlowMachine.provide({
    actors: {
      onboard: fromPromise<unknown, { language: Locale }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            onboards.push({ language: input.language, resolve: () => resolve({ language: input.language }), reject }),
          ),
      ),
    },
    actions: { onboarded: (_, params) => void onboarded.push(params.language) },
  });
  const actor = createActor(machine, { input: { language } }).start();
  return { actor, onboards, onboarded };
}

describe('setupFlowMachine', () => {
  it('accepts only English and Norwegian', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('no')).toBe(true);
    expect(isSupportedLanguage('sv')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
  });

  it('keeps Next disabled until en or no is chosen', () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toEqual({ choosing: 'incomplete' });
    expect(h.actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    h.actor.send({ type: 'SUBMIT' });
    expect(h.onboards).toHaveLength(0);
    h.actor.send({ type: 'SELECT_LANGUAGE', language: 'de' });
    expect(h.actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    h.actor.send({ type: 'SELECT_LANGUAGE', language: 'no' });
    expect(h.actor.getSnapshot().value).toEqual({ choosing: 'ready' });
    expect(h.actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it('starts ready when a supported language is preselected', () => {
    const h = harness('en');
    expect(h.actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it('posts the language under the overlay loader and updates the stored preference', async () => {
    const h = harness();
    h.actor.send({ type: 'SELECT_LANGUAGE', language: 'no' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('saving');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.onboards[0]?.language).toBe('no');
    h.actor.send({ type: 'SELECT_LANGUAGE', language: 'en' });
    expect(h.actor.getSnapshot().context.language).toBe('no');
    h.onboards[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('success'));
    expect(snapshot.status).toBe('done');
    expect(h.onboarded).toEqual(['no']);
  });

  it('shows the failure key when onboarding fails and retries or changes language', async () => {
    const h = harness('en');
    h.actor.send({ type: 'SUBMIT' });
    h.onboards[0]?.reject(new Error('500'));
    const failed = await waitFor(h.actor, (s) => s.matches('failure'));
    expect(failed.context.messageKey).toBe('error.issueOnOurEnd');
    expect(h.onboarded).toEqual([]);
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('saving');
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();
    h.onboards[1]?.reject(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('failure'));
    h.actor.send({ type: 'SUBMIT' });
    expect(h.onboards).toHaveLength(3);
    h.onboards[2]?.reject(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('failure'));
    h.actor.send({ type: 'SELECT_LANGUAGE', language: 'no' });
    expect(h.actor.getSnapshot().value).toEqual({ choosing: 'ready' });
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();
  });
});
