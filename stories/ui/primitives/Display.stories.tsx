import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar, Breadcrumbs, Card, Collapsible, Flag, IconButton } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Card',
  component: Card,
  args: {
    title: 'Mortality',
    subtitle: 'Last 30 days',
    children: <p style={{ margin: 0 }}>0.412 % · 1,240 fish</p>,
    actions: <IconButton icon="info" label="About mortality" size="small" />,
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const CardDark: Story = { globals: { theme: 'dark' } };

export const BreadcrumbTrail: Story = {
  render: () => (
    <Breadcrumbs
      onNavigate={fn()}
      items={[
        { label: 'Health', href: '/health' },
        { label: 'Lerøyvik', href: '/health/treatments/10331' },
        { label: 'Cage 4' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Cage 4')).toHaveAttribute('aria-current', 'page');
  },
};

export const BreadcrumbsNorwegianDark: Story = {
  render: () => <Breadcrumbs items={[{ label: 'Helse', href: '/health' }, { label: 'Høsting' }]} />,
  globals: { locale: 'no', theme: 'dark' },
};

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ingrid Solberg" size="small" />
      <Avatar name="Lars Berg" />
      <Avatar name="Sigrid" size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Picture of Lars Berg' })).toHaveTextContent('LB');
  },
};

export const Flags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Flag locale="no" size={24} />
      <Flag locale="en" size={24} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Norwegian flag' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'English flag' })).toBeInTheDocument();
  },
};

export const CollapsibleToggle: Story = {
  render: () => (
    <Collapsible title="Explanation">
      <p style={{ margin: 0 }}>Sea temperature above 12 °C for 14 days raised the PD risk.</p>
    </Collapsible>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Explanation' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/raised the PD risk/)).toBeVisible();
  },
};

export const CollapsibleOpenNorwegianDark: Story = {
  render: () => (
    <Collapsible title="Forklaring" defaultOpen>
      <p style={{ margin: 0 }}>Sjøtemperatur over 12 °C i 14 dager økte PD-risikoen.</p>
    </Collapsible>
  ),
  globals: { locale: 'no', theme: 'dark' },
};
