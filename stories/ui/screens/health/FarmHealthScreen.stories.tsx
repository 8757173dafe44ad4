import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FarmHealthScreen } from '@havbruk/ui';
import { farmNotifications, healthFarms, maxBiomassOf, today } from './healthData.ts';

const farm = healthFarms[0]!;

/** `/health/{farmId}` (and `/info/{view}`): one farm's health summary. */
const meta = {
  title: 'ui/screens/health/FarmHealthScreen',
  component: FarmHealthScreen,
  args: {
    farm,
    view: 'lice',
    onViewChange: fn(),
    notifications: farmNotifications,
    today,
    onNavigate: fn(),
  },
} satisfies Meta<typeof FarmHealthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The farm's card expanded, its risks as in the modal, conditions, recent notifications, entity links. */
export const Farm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: farm.name })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('tab', { name: 'Lice (female)' })).toHaveAttribute('aria-selected', 'true');
    // Issue 35: the farm's biomass in tonnes (at most the site's MTB), both FCRs labelled, the yearly mortality.
    const tonnes = Math.round((farm.conditions?.currentFishBiomass ?? 0) / 1000);
    await expect(tonnes).toBeLessThanOrEqual(maxBiomassOf.get(farm.id)!);
    const value = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling;
    await expect(value('Biomass')).toHaveTextContent(`${tonnes.toLocaleString('en-US')} t`);
    await expect(value('Biological FCR')).toHaveTextContent(/^\d\.\d\d$/);
    await expect(value('Economic FCR')).toHaveTextContent(/^\d\.\d\d$/);
    await expect(value('Mortality, last 12 months')).toHaveTextContent(/^\d+\.\d{3}%$/);
    // The last treatment's category in words, as the entity page's conditions show it ("Thermal (2026-11-16)"),
    // never the contract's key ("thermal 2026-11-16").
    await expect(farm.conditions?.currentLastTreatmentCategory).toBeTruthy();
    await expect(value('Last treatment')).toHaveTextContent(/^[A-Z][\w -]+ \(\d{4}-\d\d-\d\d\)$/);
  },
};

export const Loading: Story = { args: { farm: 'loading', notifications: 'loading', view: null } };

export const NorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };
