import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, Input } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

interface FieldDemoProps {
  label: string;
  defaultValue?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  placeholder?: string;
}

/** The field building blocks (label, input, description, error) composed the way TextField and NumberField use them. */
function FieldDemo({ label, defaultValue, description, error, disabled, placeholder }: FieldDemoProps) {
  const describedBy = [description ? 'field-description' : '', error ? 'field-error' : ''].join(' ').trim();
  return (
    <FieldRoot>
      <FieldLabel htmlFor="field-input">{label}</FieldLabel>
      <Input
        id="field-input"
        defaultValue={defaultValue}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {description && <FieldDescription id="field-description">{description}</FieldDescription>}
      {error && <FieldError id="field-error">{error}</FieldError>}
    </FieldRoot>
  );
}

const meta = {
  title: 'ui/primitives/Field',
  component: FieldDemo,
  args: { label: 'Title', defaultValue: 'Head of Fish Health', description: 'Shown to your team members.' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Shown to your team members.',
    );
  },
};

export const Empty: Story = { args: { defaultValue: '', placeholder: 'What is your title?', description: undefined } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('textbox', { name: 'Title' }));
  },
};

export const Invalid: Story = {
  args: { defaultValue: '', error: "Value can't be empty!", description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent("Value can't be empty!");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Head of Fish Health');
  },
};

export const InvalidNorwegianDark: Story = {
  args: {
    label: 'Tittel',
    defaultValue: '',
    error: 'Verdien kan ikke være tom!',
    description: 'Vises for teamet ditt.',
  },
  globals: { locale: 'no', theme: 'dark' },
};
