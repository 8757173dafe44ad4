import { isTransientError } from '@havbruk/machines';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { markTransient } from './oidcAuth.ts';

describe('markTransient (renewal failures the session may retry)', () => {
  it('marks failures without an answer from the provider as transient', () => {
    expect(isTransientError(markTransient(new TypeError('Failed to fetch')))).toBe(true);
    expect(isTransientError(markTransient(new ErrorTimeout('Network timed out')))).toBe(true);
    expect(isTransientError(markTransient('offline'))).toBe(true);
  });

  it("keeps the provider's refusal final", () => {
    const refused = new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    expect(markTransient(refused)).toBe(refused);
    expect(isTransientError(refused)).toBe(false);
  });
});
