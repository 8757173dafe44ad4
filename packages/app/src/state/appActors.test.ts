import type { ApiClient } from '@havbruk/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthAdapter } from '../auth/oidcAuth.ts';
import { configRunId, configWeek } from '../data/config.ts';
import { createAppActors } from './appActors.ts';

describe('createAppActors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the config with the user check (one round trip), and the config's fetch takes those answers", async () => {
    vi.stubGlobal('navigator', { userAgent: 'test', language: 'en', cookieEnabled: true, onLine: true });
    vi.stubGlobal('window', { location: { host: 'app.test' }, addEventListener() {}, removeEventListener() {} });
    const asked: string[] = [];
    // The check stays unanswered: the config calls must not wait for it.
    const client = {
      call: (name: string) => {
        asked.push(name);
        return name === 'checkUser' ? new Promise(() => {}) : Promise.resolve({ name });
      },
    } as unknown as ApiClient;
    const { session, data } = createAppActors({} as AuthAdapter, { client });
    session.start();
    session.send({
      type: 'RESTORE',
      tokens: { accessToken: 'access', idToken: 'id', expiresIn: 3600, issuedAt: Date.now() },
    });
    expect(asked.sort()).toEqual(
      [
        'checkUser',
        'getConfigApp',
        'getConfigFarms',
        'getConfigGraph',
        'getConfigOrganizations',
        'getConfigWeeks',
      ].sort(),
    );
    const answers = await data.run(configRunId(configWeek()), () => Promise.reject(new Error('asked twice')));
    expect(answers).toMatchObject({ app: { name: 'getConfigApp' }, weeks: { name: 'getConfigWeeks' } });
    session.stop();
  });
});
