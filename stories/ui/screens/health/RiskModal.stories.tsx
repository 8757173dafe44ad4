import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RiskLabel } from '@havbruk/api';
import { RiskModal } from '@havbruk/ui';
import { healthFarms } from './healthData.ts';

const farm = healthFarms[0]!;
const riskOf = (label: RiskLabel) => farm.risk.risks.find((risk) => risk.label === label)!;

const meta = {
  title: 'ui/screens/health/RiskModal',
  component: RiskModal,
  args: {
    farm: { id: farm.id, name: farm.name },
    risk: farm.risk,
    view: 'lice',
    onViewChange: fn(),
    onClose: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof RiskModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected disease's tab with its confidence, forecast level and explanation list. */
async function expectDisease(label: RiskLabel, name: string) {
  const dialog = await screen.findByRole('dialog', { name: `Risks at ${farm.name}` });
  await expect(within(dialog).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  const panel = within(dialog).getByRole('tabpanel');
  const risk = riskOf(label);
  if (risk.explanation.length > 0) {
    const rows = within(panel).getAllByRole('row');
    await expect(rows).toHaveLength(risk.explanation.length + 1);
    // The strongest influence first: sorted by the weight's size, whatever its sign.
    const weights = rows.slice(1).map((row) => Math.abs(Number(within(row).getAllByRole('cell')[1]!.textContent)));
    await expect(weights).toEqual([...weights].sort((a, b) => b - a));
  }
  return dialog;
}

export const LiceFemale: Story = {
  play: async ({ args }) => {
    const dialog = await expectDisease('lice', 'Lice (female)');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'PD' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('pd');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Show on map' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/map?farmIds=${farm.id}&metric=diseases.count`);
  },
};

export const Pd: Story = {
  args: { view: 'pd' },
  play: async () => {
    await expectDisease('pd', 'PD');
  },
};

export const Ila: Story = {
  args: { view: 'ila' },
  play: async ({ args }) => {
    await expectDisease('ila', 'ILA');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A risk the model gives no explanation for: the empty message instead of the list. */
export const EmptyExplanation: Story = {
  args: {
    view: 'ila',
    risk: {
      ...farm.risk,
      risks: farm.risk.risks.map((risk) => (risk.label === 'ila' ? { ...risk, explanation: [] } : risk)),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('No explanation is available for this risk.')).toBeVisible());
  },
};

export const Loading: Story = { args: { risk: 'loading', view: null } };
