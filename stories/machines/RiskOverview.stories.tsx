import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { MitigationResponse } from '@havbruk/api';
import { riskOverviewMachine, type RiskMetricView } from '@havbruk/machines';
import { RiskOverview } from '@havbruk/ui';
import { mitigationOf, recommendedFarm, recordsOf, type Mitigation } from '../ui/screens/treatments/treatmentsData.tsx';

const records = recordsOf(recommendedFarm.farmId);
const cage = records[0]!;

/** The risk overview of one cage driven by a real `riskOverview` machine; the mitigation request is provided here. */
function RiskOverviewState({
  mitigation,
  cageId,
  metricViews,
}: {
  mitigation: Mitigation;
  cageId: string | null;
  metricViews?: RiskMetricView[];
}) {
  const actor = useActorRef(
    riskOverviewMachine.provide({
      actors: {
        fetchMitigation: fromPromise<MitigationResponse, { cageId: string }>(({ input }) =>
          mitigation === 'pending'
            ? new Promise<MitigationResponse>(() => undefined)
            : mitigation === 'fail'
              ? Promise.reject(new Error('offline'))
              : Promise.resolve(
                  mitigation === 'none'
                    ? { ...mitigationOf(input.cageId), recommendations: [] }
                    : mitigationOf(input.cageId),
                ),
        ),
      },
    }),
    { input: { cageId, metricViews } },
  );
  return <RiskOverview actor={actor} records={records} />;
}

const meta = {
  title: 'machines/riskOverview',
  component: RiskOverviewState,
  args: { mitigation: 'answer', cageId: cage.cageId },
} satisfies Meta<typeof RiskOverviewState>;

export default meta;
type Story = StoryObj<typeof meta>;

const headline =
  (text: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 3, name: text })).toBeVisible();
  };

export const Load: Story = { args: { mitigation: 'pending' }, play: headline('Loading the treatment options …') };
export const Empty: Story = { args: { mitigation: 'none' }, play: headline('No treatment options for this cage') };
export const Choose: Story = { args: { cageId: null }, play: headline('Choose a cage to see its treatment options') };
export const Overall: Story = { play: headline('Treatment options, best overall score first') };
export const Recommend: Story = {
  args: { metricViews: ['lice', 'mortality'] },
  play: headline('Treatment options ranked by Lice, Mortality'),
};
export const Failure: Story = {
  args: { mitigation: 'fail' },
  play: headline('The treatment options could not be loaded'),
};
