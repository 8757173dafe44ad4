import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FarmHealthScreen } from '@havbruk/ui';
import { farmNotifications, healthFarms, today } from './healthData.ts';

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
  },
};

export const Loading: Story = { args: { farm: 'loading', notifications: 'loading', view: null } };

export const NorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };
