import { describe, expect, it } from 'vitest';
import { appCsp, originOf } from '../csp.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe("the app's Content Security Policy (issue 13 item 6)", () => {
  const csp = appCsp({
    apiUrl: 'https://api.havbruk.example',
    oidcAuthority: 'https://login.havbruk.example/oidc',
    tileUrl: 'https://tiles.havbruk.example/{z}/{x}/{y}.png',
  });

  it('runs scripts from the app only: no inline script, no eval', () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('calls the app, the API, the identity provider and the tile host only', () => {
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.havbruk.example',
      'https://login.havbruk.example',
      'https://tiles.havbruk.example',
    ]);
  });

  it("lets the map's workers start from blob:, PDFs come from the API only, frames from the identity provider", () => {
    expect(directive(csp, 'worker-src')).toContain('blob:');
    expect(directive(csp, 'object-src')).toEqual(['https://api.havbruk.example']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://login.havbruk.example']);
    expect(directive(csp, 'img-src')).toContain('https://api.havbruk.example');
  });

  it('names an address once (the API and the provider on one host) and reads URL templates', () => {
    const local = appCsp({ apiUrl: 'http://localhost:4000', oidcAuthority: 'http://localhost:4000/oidc' });
    expect(directive(local, 'connect-src')).toEqual(["'self'", 'http://localhost:4000']);
    expect(originOf('https://a.example/{z}/{x}/{y}.png')).toBe('https://a.example');
    expect(originOf('')).toBeUndefined();
  });
});
