import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { disclosureMachine } from './disclosure.ts';

describe('disclosureMachine', () => {
  it('starts collapsed and toggles', () => {
    const actor = createActor(disclosureMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('starts expanded when asked and ignores EXPAND while expanded', () => {
    const actor = createActor(disclosureMachine, { input: { expanded: true } }).start();
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'EXPAND' });
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'COLLAPSE' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });
});
