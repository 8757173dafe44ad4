import { setup } from 'xstate';

/** Collapsed or expanded: risk cards, the map sidebar and timeline, collapsible panels. */
export const disclosureMachine = setup({
  types: {
    input: {} as { expanded?: boolean },
    events: {} as { type: 'TOGGLE' } | { type: 'EXPAND' } | { type: 'COLLAPSE' },
  },
  guards: {
    startsExpanded: ({ context }) => context.startsExpanded,
  },
}).createMachine({
  id: 'disclosure',
  context: ({ input }) => ({ startsExpanded: input.expanded ?? false }),
  initial: 'init',
  states: {
    init: {
      always: [{ guard: 'startsExpanded', target: 'expanded' }, { target: 'collapsed' }],
    },
    collapsed: { on: { TOGGLE: 'expanded', EXPAND: 'expanded' } },
    expanded: { on: { TOGGLE: 'collapsed', COLLAPSE: 'collapsed' } },
  },
});
