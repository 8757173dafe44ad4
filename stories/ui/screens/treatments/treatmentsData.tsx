import type { MitigationResponse } from '@havbruk/api';
import { createDataset } from '@havbruk/api/dataset';
import { riskOverviewMachine, type RiskOverviewInput } from '@havbruk/machines';
import { getTreatmentMitigations, getTreatmentPlaces } from '@havbruk/server/queries/farm';
import { groupFarmOptions, TreatmentsScreen, type TreatmentsScreenProps } from '@havbruk/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';

/** Twelve demo sites (fallow ones have no recommendations) of the synthetic dataset: all, "some" and not recommended farms among them. */
const dataset = createDataset();
const sites = dataset.sites.filter((site) => site.demo).slice(0, 12);
export const places = getTreatmentPlaces(dataset, sites);
export const farmOptions = groupFarmOptions(
  sites.map((site) => ({ id: site.id, name: site.name })),
  new Set(sites.slice(0, 4).map((site) => site.id)),
  new Set(sites.slice(0, 5).map((site) => site.id)),
);
/** A farm with eligible cages and one with none (every cage at or below 0, or failing a check). */
export const recommendedFarm = places.farms.find((farm) => farm.eligibleChild > 0)!;
export const notRecommendedFarm = places.farms.find((farm) => farm.eligibleChild === 0)!;
export const someFarm = places.farms.find((farm) => farm.eligibleChild > 0 && farm.eligibleFishPercent < 60)!;
export const recordsOf = (farmId: string) => places.records.filter((record) => record.farmId === farmId);
export const nameOf = (farmId: string) => sites.find((site) => site.id === farmId)!.name;

/** The server's mitigation answer of a cage. */
export const mitigationOf = (cageId: string): MitigationResponse =>
  getTreatmentMitigations(
    dataset,
    sites.find((site) => cageId.startsWith(`${site.id}-`))!,
    [cageId],
  )[0]!;

export type Mitigation = 'answer' | 'pending' | 'none' | 'fail';

/** The screen with a risk overview machine whose mitigation request answers from the dataset at once. */
export function WithRiskOverview({
  mitigation = 'answer',
  input,
  ...props
}: Omit<TreatmentsScreenProps, 'riskOverview'> & { mitigation?: Mitigation; input?: RiskOverviewInput }) {
  const actor = useActorRef(
    riskOverviewMachine.provide({
      actors: {
        fetchMitigation: fromPromise<MitigationResponse, { cageId: string }>(({ input: { cageId } }) =>
          mitigation === 'pending'
            ? new Promise<MitigationResponse>(() => undefined)
            : mitigation === 'fail'
              ? Promise.reject(new Error('offline'))
              : Promise.resolve(
                  mitigation === 'none' ? { ...mitigationOf(cageId), recommendations: [] } : mitigationOf(cageId),
                ),
        ),
      },
    }),
    { input: input ?? {} },
  );
  return <TreatmentsScreen {...props} riskOverview={actor} />;
}
