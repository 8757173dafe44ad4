import type { MitigationResponse } from '@havbruk/api';
import { createDataset } from '@havbruk/api/dataset';
import { getTreatmentMitigations } from '@havbruk/server/queries/farm';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  rankOptions,
  rankScore,
  RISK_OVERVIEW_HEADLINE_KEYS,
  riskOverviewMachine,
  selectRankedOptions,
  selectRiskOverviewHeadlineKey,
  selectRiskOverviewStatus,
  type RiskOverviewSnapshot,
} from './riskOverview.ts';

const dataset = createDataset({ sites: 160 });
const site = dataset.sites.find((entry) => entry.demo && entry.generations.at(-1)?.endDate === null)!;
/** The server's answers for the farm's cages (synthetic dataset). */
const answers: MitigationResponse[] = getTreatmentMitigations(dataset, site);
const [first, second] = answers as [MitigationResponse, MitigationResponse];
const noOptions: MitigationResponse = { ...second, recommendations: [] };

/** A machine whose mitigation request answers from `answers` (or `empty` for the second cage), at once. */
const provided = (
  answer: (cageId: string) => MitigationResponse = (cageId) => answers.find((a) => a.cageId === cageId)!,
) =>
  riskOverviewMachine.provide({
    actors: { fetchMitigation: fromPromise(async ({ input }) => answer(input.cageId)) },
  });

describe('riskOverviewMachine', () => {
  it('starts in choose without a cage and loads a cage given as input', async () => {
    expect(selectRiskOverviewStatus(createActor(provided(), { input: {} }).start().getSnapshot())).toBe('choose');
    const actor = createActor(provided(), { input: { cageId: first.cageId } }).start();
    expect(selectRiskOverviewStatus(actor.getSnapshot())).toBe('load');
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    expect(actor.getSnapshot().context.response?.cageId).toBe(first.cageId);
  });

  it('selecting the selected cage deselects it; clear selection deselects', async () => {
    const actor = createActor(provided(), { input: {} }).start();
    actor.send({ type: 'SELECT_CAGE', cageId: first.cageId });
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    actor.send({ type: 'SELECT_CAGE', cageId: first.cageId });
    expect(actor.getSnapshot().value).toBe('choose');
    expect(actor.getSnapshot().context.cageId).toBeNull();
    actor.send({ type: 'SELECT_CAGE', cageId: second.cageId });
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    actor.send({ type: 'CLEAR_SELECTION' });
    expect(actor.getSnapshot().value).toBe('choose');
  });

  it('a cage without options is empty', async () => {
    const actor = createActor(
      provided(() => noOptions),
      { input: { cageId: second.cageId } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    expect(selectRiskOverviewHeadlineKey(actor.getSnapshot())).toBe(RISK_OVERVIEW_HEADLINE_KEYS.empty);
  });

  it('metric views move between overall and recommend and rank the options by their mean score', async () => {
    const actor = createActor(provided(), { input: { cageId: first.cageId } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    const overall = selectRankedOptions(actor.getSnapshot());
    expect(overall.map((option) => option.scores.overall.score)).toEqual(
      [...first.recommendations.map((option) => option.scores.overall.score)].sort((a, b) => b - a),
    );
    actor.send({ type: 'TOGGLE_METRIC_VIEW', view: 'lice' });
    actor.send({ type: 'TOGGLE_METRIC_VIEW', view: 'growth' });
    expect(actor.getSnapshot().value).toBe('recommend');
    const ranked = selectRankedOptions(actor.getSnapshot());
    const scores = ranked.map((option) => (option.scores.lice.score + option.scores.growth.score) / 2);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    actor.send({ type: 'TOGGLE_METRIC_VIEW', view: 'lice' });
    expect(actor.getSnapshot().context.metricViews).toEqual(['growth']);
    actor.send({ type: 'CLEAR_METRIC_VIEWS' });
    expect(actor.getSnapshot().value).toBe('overall');
  });

  it('keeps chosen metric views while loading another cage and lands in recommend', async () => {
    const actor = createActor(provided(), { input: { metricViews: ['feed'] } }).start();
    actor.send({ type: 'SELECT_CAGE', cageId: first.cageId });
    await waitFor(actor, (snapshot) => snapshot.matches('recommend'));
    actor.send({ type: 'SELECT_CAGE', cageId: second.cageId });
    expect(actor.getSnapshot().value).toBe('load');
    await waitFor(actor, (snapshot) => snapshot.matches('recommend'));
    expect(actor.getSnapshot().context.response?.cageId).toBe(second.cageId);
  });

  it('a failed request shows failure; retry loads the cage again', async () => {
    let calls = 0;
    const actor = createActor(
      riskOverviewMachine.provide({
        actors: {
          fetchMitigation: fromPromise(async ({ input }) => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return answers.find((answer) => answer.cageId === input.cageId)!;
          }),
        },
      }),
      { input: { cageId: first.cageId } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectRiskOverviewHeadlineKey(actor.getSnapshot())).toBe('treatmentOptions.headline.failure');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    expect(calls).toBe(2);
  });

  it('a cage selected while another loads wins (the first request is dropped)', async () => {
    const resolvers = new Map<string, (value: MitigationResponse) => void>();
    const actor = createActor(
      riskOverviewMachine.provide({
        actors: {
          fetchMitigation: fromPromise<MitigationResponse, { cageId: string }>(
            ({ input }) => new Promise((resolve) => resolvers.set(input.cageId, resolve)),
          ),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'SELECT_CAGE', cageId: first.cageId });
    actor.send({ type: 'SELECT_CAGE', cageId: second.cageId });
    resolvers.get(first.cageId)!(first);
    resolvers.get(second.cageId)!(second);
    await waitFor(actor, (snapshot) => snapshot.matches('overall'));
    expect(actor.getSnapshot().context.response?.cageId).toBe(second.cageId);
    expect(actor.getSnapshot().context.cageId).toBe(second.cageId);
  });

  it('rankOptions puts the best mean score first', () => {
    const ranked = rankOptions(first.recommendations, ['mortality']);
    expect(rankScore(ranked[0]!, ['mortality'])).toBe(
      Math.max(...first.recommendations.map((option) => option.scores.mortality.score)),
    );
  });
});

describe('riskOverviewMachine generated paths (@xstate/graph)', () => {
  const events: Array<EventObject & Record<string, unknown>> = [
    { type: 'SELECT_CAGE', cageId: first.cageId },
    { type: 'SELECT_CAGE', cageId: second.cageId },
    { type: 'CLEAR_SELECTION' },
    { type: 'TOGGLE_METRIC_VIEW', view: 'lice' },
    { type: 'SET_METRIC_VIEWS', views: ['growth', 'feed'] },
    { type: 'CLEAR_METRIC_VIEWS' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.fetchMitigation', output: first },
    { type: 'xstate.done.actor.fetchMitigation', output: noOptions },
    { type: 'xstate.error.actor.fetchMitigation', error: new Error('offline') },
  ];
  const paths = getShortestPaths(riskOverviewMachine, { events: events as never, input: {} });

  /** What must hold in each state. */
  function expectInvariant(snapshot: RiskOverviewSnapshot) {
    const { cageId, response, metricViews } = snapshot.context;
    expect(new Set(metricViews).size).toBe(metricViews.length);
    switch (selectRiskOverviewStatus(snapshot)) {
      case 'choose':
        expect(cageId).toBeNull();
        expect(response).toBeNull();
        break;
      case 'load':
      case 'failure':
        expect(cageId).not.toBeNull();
        expect(response).toBeNull();
        break;
      case 'empty':
        expect(cageId).not.toBeNull();
        expect(response?.recommendations).toEqual([]);
        break;
      case 'overall':
        expect(response!.recommendations.length).toBeGreaterThan(0);
        expect(metricViews).toEqual([]);
        break;
      case 'recommend':
        expect(response!.recommendations.length).toBeGreaterThan(0);
        expect(metricViews.length).toBeGreaterThan(0);
        break;
    }
    expect(selectRiskOverviewHeadlineKey(snapshot)).toBe(
      RISK_OVERVIEW_HEADLINE_KEYS[selectRiskOverviewStatus(snapshot)],
    );
  }

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['choose', 'empty', 'failure', 'load', 'overall', 'recommend']);
  });

  it('holds the invariant of each state on every generated path', () => {
    for (const path of paths) for (const step of path.steps) expectInvariant(step.state as RiskOverviewSnapshot);
    expect(paths.length).toBeGreaterThan(10);
  });
});
