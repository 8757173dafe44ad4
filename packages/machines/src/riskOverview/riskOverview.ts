import type { MitigationResponse, RiskOverviewOption } from '@havbruk/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** The score categories an option can be ranked by (spec S2 §3: risk overview option scores, without overall). */
export const RISK_METRIC_VIEWS = ['lice', 'growth', 'mortality', 'feed'] as const;
export type RiskMetricView = (typeof RISK_METRIC_VIEWS)[number];

/** Spec S2 §4: the risk overview's states, each with its own headline. `failure` is ours (fetch errors are not shown). */
export type RiskOverviewStatus = 'load' | 'empty' | 'choose' | 'overall' | 'recommend' | 'failure';

/** i18n keys (of `@havbruk/ui`) of each state's headline. */
export const RISK_OVERVIEW_HEADLINE_KEYS = {
  load: 'treatmentOptions.headline.load',
  empty: 'treatmentOptions.headline.empty',
  choose: 'treatmentOptions.headline.choose',
  overall: 'treatmentOptions.headline.overall',
  recommend: 'treatmentOptions.headline.recommend',
  failure: 'treatmentOptions.headline.failure',
} as const satisfies Record<RiskOverviewStatus, string>;

export interface RiskOverviewContext {
  /** The selected cage, or null (state `choose`). */
  cageId: string | null;
  /** The mitigation response for the selected cage, once loaded (null while loading and without a cage). */
  response: MitigationResponse | null;
  /** Metric views chosen to rank the options by; none ranks by the overall score. */
  metricViews: RiskMetricView[];
}

export type RiskOverviewEvent =
  /** Selects a cage; selecting the selected cage deselects it. */
  | { type: 'SELECT_CAGE'; cageId: string }
  | { type: 'CLEAR_SELECTION' }
  /** Adds or removes one metric view. */
  | { type: 'TOGGLE_METRIC_VIEW'; view: RiskMetricView }
  | { type: 'SET_METRIC_VIEWS'; views: RiskMetricView[] }
  | { type: 'CLEAR_METRIC_VIEWS' }
  /** Loads the selected cage's options again after a failure. */
  | { type: 'RETRY' };

export interface RiskOverviewInput {
  cageId?: string | null;
  metricViews?: RiskMetricView[];
}

/** Keeps the views in the canonical order, without duplicates or unknown names. */
const normaliseViews = (views: readonly string[]): RiskMetricView[] =>
  RISK_METRIC_VIEWS.filter((view) => views.includes(view));

/**
 * The risk overview of one cage on `/health/treatments/{farmId}` (spec S2 §4): `choose` while no cage is selected,
 * `load` while the cage's treatment options (the mitigation request, an invoked actor the app, stories and tests
 * provide) are fetched, then `empty` (no options), `overall` (options, no metric views chosen) or `recommend`
 * (options ranked by the chosen metric views). Selecting a cage toggles it; clear selection deselects.
 */
export const riskOverviewMachine = setup({
  types: {
    input: {} as RiskOverviewInput,
    context: {} as RiskOverviewContext,
    events: {} as RiskOverviewEvent,
  },
  actors: {
    /** `POST /recommend/data/mitigations/treatment` for one cage: its entry of the answer. */
    fetchMitigation: fromPromise<MitigationResponse, { cageId: string }>(async () => {
      throw new Error('fetchMitigation is not provided');
    }),
  },
  actions: {
    selectCage: assign((_, params: { cageId: string }) => ({ cageId: params.cageId, response: null })),
    deselect: assign({ cageId: null, response: null }),
    setResponse: assign((_, params: { response: MitigationResponse }) => ({ response: params.response })),
    setViews: assign(({ context, event }) => {
      if (event.type === 'TOGGLE_METRIC_VIEW') {
        const chosen = context.metricViews.includes(event.view)
          ? context.metricViews.filter((view) => view !== event.view)
          : [...context.metricViews, event.view];
        return { metricViews: normaliseViews(chosen) };
      }
      if (event.type === 'SET_METRIC_VIEWS') return { metricViews: normaliseViews(event.views) };
      if (event.type === 'CLEAR_METRIC_VIEWS') return { metricViews: [] };
      return {};
    }),
  },
  guards: {
    hasCage: ({ context }) => context.cageId !== null,
    isSelectedCage: ({ context }, params: { cageId: string }) => context.cageId === params.cageId,
    hasNoOptions: ({ context }) => (context.response?.recommendations.length ?? 0) === 0,
    hasNoViews: ({ context }) => context.metricViews.length === 0,
  },
}).createMachine({
  id: 'riskOverview',
  context: ({ input }) => ({
    cageId: input?.cageId ?? null,
    response: null,
    metricViews: normaliseViews(input?.metricViews ?? []),
  }),
  initial: 'init',
  on: {
    SELECT_CAGE: [
      {
        guard: { type: 'isSelectedCage', params: ({ event }) => ({ cageId: event.cageId }) },
        target: '.choose',
        actions: 'deselect',
      },
      { target: '.load', actions: { type: 'selectCage', params: ({ event }) => ({ cageId: event.cageId }) } },
    ],
    CLEAR_SELECTION: { target: '.choose', actions: 'deselect' },
    TOGGLE_METRIC_VIEW: { actions: 'setViews' },
    SET_METRIC_VIEWS: { actions: 'setViews' },
    CLEAR_METRIC_VIEWS: { actions: 'setViews' },
  },
  states: {
    init: { always: [{ guard: 'hasCage', target: 'load' }, { target: 'choose' }] },
    choose: {},
    load: {
      invoke: {
        id: 'fetchMitigation',
        src: 'fetchMitigation',
        input: ({ context }) => ({ cageId: context.cageId as string }),
        onDone: {
          target: 'decide',
          actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: 'failure',
      },
    },
    /** Transient: where a loaded cage (or a change of metric views) leads. */
    decide: {
      always: [
        { guard: 'hasNoOptions', target: 'empty' },
        { guard: 'hasNoViews', target: 'overall' },
        { target: 'recommend' },
      ],
    },
    empty: {},
    overall: {
      on: {
        TOGGLE_METRIC_VIEW: { target: 'decide', actions: 'setViews' },
        SET_METRIC_VIEWS: { target: 'decide', actions: 'setViews' },
      },
    },
    recommend: {
      on: {
        TOGGLE_METRIC_VIEW: { target: 'decide', actions: 'setViews' },
        SET_METRIC_VIEWS: { target: 'decide', actions: 'setViews' },
        CLEAR_METRIC_VIEWS: { target: 'overall', actions: 'setViews' },
      },
    },
    failure: { on: { RETRY: 'load' } },
  },
});

export type RiskOverviewSnapshot = SnapshotFrom<typeof riskOverviewMachine>;

/** The state the risk overview shows. */
export const selectRiskOverviewStatus = (snapshot: RiskOverviewSnapshot): RiskOverviewStatus => {
  const value = snapshot.value as string;
  // `init` and `decide` are transient and never observed; map them defensively.
  if (value === 'init') return snapshot.context.cageId ? 'load' : 'choose';
  if (value === 'decide') return 'load';
  return value as RiskOverviewStatus;
};

/** The i18n key of the current state's headline. */
export const selectRiskOverviewHeadlineKey = (snapshot: RiskOverviewSnapshot): string =>
  RISK_OVERVIEW_HEADLINE_KEYS[selectRiskOverviewStatus(snapshot)];

/** The score an option is ranked by: the mean of the chosen metric views' scores, or its overall score. */
export const rankScore = (option: RiskOverviewOption, views: readonly RiskMetricView[]): number =>
  views.length === 0
    ? option.scores.overall.score
    : views.reduce((sum, view) => sum + option.scores[view].score, 0) / views.length;

/** Options best first by `rankScore` (ties: overall score, then product name); options without caution first on equal scores. */
export const rankOptions = (
  options: readonly RiskOverviewOption[],
  views: readonly RiskMetricView[],
): RiskOverviewOption[] =>
  [...options].sort(
    (a, b) =>
      rankScore(b, views) - rankScore(a, views) ||
      b.scores.overall.score - a.scores.overall.score ||
      Number(a.caution) - Number(b.caution) ||
      a.product.localeCompare(b.product),
  );

/** The selected cage's options in the order the overview lists them (empty unless loaded). */
export const selectRankedOptions = (snapshot: RiskOverviewSnapshot): RiskOverviewOption[] =>
  rankOptions(snapshot.context.response?.recommendations ?? [], snapshot.context.metricViews);
