import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { disclosureMachine } from '@havbruk/machines';

/** The disclosure machine driving a plain button, as a risk card does. */
function DisclosureDemo({ expanded }: { expanded: boolean }) {
  const [snapshot, send] = useMachine(disclosureMachine, { input: { expanded } });
  const open = snapshot.matches('expanded');
  return (
    <div style={{ padding: 16 }}>
      <button type="button" aria-expanded={open} aria-controls="risk-details" onClick={() => send({ type: 'TOGGLE' })}>
        Havbruk Nord 12 · PD 64 %
      </button>
      <p id="risk-details" hidden={!open}>
        Fish 812 400 · weight 3.41 kg · mortality 0.412 %
      </p>
    </div>
  );
}

const meta = {
  title: 'machines/disclosure',
  component: DisclosureDemo,
  args: { expanded: false },
} satisfies Meta<typeof DisclosureDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const ExpandsOnClick: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
