import type { Locale } from '@havbruk/api';
import { assign, fromPromise, setup } from 'xstate';

/** i18n keys (of `@havbruk/ui`) the setup page shows; onboarding error wording is not in the spec, so the generic "Oops! There was an issue on our end." is used. */
export const SETUP_MESSAGE_KEYS = { failed: 'error.issueOnOurEnd' } as const;

/** Next is enabled only when the language is en or no (spec S1 §4). */
export function isSupportedLanguage(language: string | null | undefined): language is Locale {
  return language === 'en' || language === 'no';
}

export type SetupFlowEvent =
  | { type: 'SELECT_LANGUAGE'; language: string }
  /** "Next" / complete. */
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface SetupFlowContext {
  language: string | null;
  messageKey: string | null;
}

/**
 * The one-step language onboarding on `/setup`: pick a language (Next only for en/no), submit,
 * `POST /users/data/onboard` under an overlay loader, then the stored preference is updated.
 */
export const setupFlowMachine = setup({
  types: {
    input: {} as { language?: string | null },
    context: {} as SetupFlowContext,
    events: {} as SetupFlowEvent,
    tags: {} as 'canSubmit' | 'busy',
  },
  actors: {
    /** `POST /users/data/onboard` with the language. */
    onboard: fromPromise<unknown, { language: Locale }>(async () => {
      throw new Error('onboard is not provided');
    }),
  },
  actions: {
    /** Updates the stored user: language set, account confirmed. */
    onboarded: (_, _params: { language: Locale; output: unknown }) => {},
    select: assign({
      language: ({ event }) => (event.type === 'SELECT_LANGUAGE' ? event.language : null),
      messageKey: null,
    }),
  },
  guards: {
    languageSupported: ({ context }) => isSupportedLanguage(context.language),
  },
}).createMachine({
  id: 'setupFlow',
  context: ({ input }) => ({ language: input.language ?? null, messageKey: null }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'languageSupported', target: 'ready' }, { target: 'incomplete' }] },
        incomplete: {},
        ready: {
          tags: ['canSubmit'],
          on: { SUBMIT: '#setupFlow.saving' },
        },
      },
      on: { SELECT_LANGUAGE: { target: '.checking', actions: 'select' } },
    },
    /** The overlay loader shows while the preference is posted. */
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'onboard',
        src: 'onboard',
        input: ({ context }) => ({ language: context.language as Locale }),
        onDone: {
          target: 'success',
          actions: {
            type: 'onboarded',
            params: ({ context, event }) => ({ language: context.language as Locale, output: event.output }),
          },
        },
        onError: { target: 'failure', actions: assign({ messageKey: SETUP_MESSAGE_KEYS.failed }) },
      },
    },
    success: { type: 'final' },
    failure: {
      tags: ['canSubmit'],
      on: {
        RETRY: { target: 'saving', actions: assign({ messageKey: null }) },
        SUBMIT: { target: 'saving', actions: assign({ messageKey: null }) },
        SELECT_LANGUAGE: { target: 'choosing', actions: 'select' },
      },
    },
  },
});
