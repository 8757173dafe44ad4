import { createRef, type ReactElement, type RefObject } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Collapsible,
  ConfirmDialog,
  Dialog,
  Dropdown,
  EmptyState,
  ErrorBox,
  FieldError,
  FieldLabel,
  FieldRoot,
  Flag,
  Icon,
  IconButton,
  Input,
  MultiDropdown,
  NumberField,
  Popover,
  RadioGroup,
  SearchBox,
  Select,
  Skeleton,
  SkeletonText,
  Slider,
  Spinner,
  Switch,
  Tabs,
  TextField,
  ToastProvider,
  Tooltip,
  VisuallyHidden,
} from '@havbruk/ui';

/**
 * Every primitive composes like a Radix part: it forwards `ref`, spreads the rest of its props and accepts
 * `className`. Each row renders one primitive with a ref, a `data-testid` and a class; the play function checks
 * that the ref holds the DOM node carrying the test id and the class, and that the node is the documented one
 * (the role it should have).
 */

interface Part {
  name: string;
  /** The role (or tag) of the element the ref and the rest should land on. */
  expected: { role: string } | { tag: string };
  render: (props: { ref: RefObject<never>; className: string; 'data-testid': string }) => ReactElement;
}

const options = [
  { value: 'a', label: 'Lice' },
  { value: 'b', label: 'Feed' },
];

/** Primitives drawn in the page flow. */
const inline: Part[] = [
  { name: 'Avatar', expected: { role: 'img' }, render: (p) => <Avatar {...p} name="Kari Nordmann" /> },
  { name: 'Badge', expected: { tag: 'span' }, render: (p) => <Badge {...p} count={3} /> },
  {
    name: 'Breadcrumbs',
    expected: { role: 'navigation' },
    render: (p) => <Breadcrumbs {...p} items={[{ label: 'Health', href: '#' }, { label: 'Farm' }]} />,
  },
  { name: 'Button', expected: { role: 'button' }, render: (p) => <Button {...p}>Save</Button> },
  { name: 'Card', expected: { tag: 'section' }, render: (p) => <Card {...p} title="Card title" /> },
  { name: 'Checkbox', expected: { role: 'checkbox' }, render: (p) => <Checkbox {...p} label="Checkbox" /> },
  {
    name: 'Collapsible',
    expected: { tag: 'div' },
    render: (p) => (
      <Collapsible {...p} title="Collapsible">
        Body
      </Collapsible>
    ),
  },
  {
    name: 'Dropdown',
    expected: { role: 'button' },
    render: (p) => <Dropdown {...p} label="Dropdown" options={options} />,
  },
  { name: 'EmptyState', expected: { tag: 'div' }, render: (p) => <EmptyState {...p} title="Nothing here" /> },
  { name: 'ErrorBox', expected: { role: 'alertdialog' }, render: (p) => <ErrorBox {...p} incidentId="abc-123" /> },
  {
    name: 'Field',
    expected: { role: 'alert' },
    render: (p) => (
      <FieldRoot>
        <FieldLabel htmlFor="composition-field">Field</FieldLabel>
        <Input id="composition-field" aria-describedby="composition-field-error" />
        <FieldError {...p} id="composition-field-error">
          Field error
        </FieldError>
      </FieldRoot>
    ),
  },
  { name: 'Flag', expected: { role: 'img' }, render: (p) => <Flag {...p} locale="no" /> },
  { name: 'Icon', expected: { tag: 'svg' }, render: (p) => <Icon {...p} name="map" /> },
  { name: 'IconButton', expected: { role: 'button' }, render: (p) => <IconButton {...p} icon="map" label="Map" /> },
  {
    name: 'MultiDropdown',
    expected: { role: 'button' },
    render: (p) => <MultiDropdown {...p} label="Multi dropdown" options={options} />,
  },
  {
    name: 'NumberField',
    expected: { role: 'textbox' },
    render: (p) => <NumberField {...p} label="Number" min={0} max={10} defaultValue={2} />,
  },
  {
    name: 'RadioGroup',
    expected: { role: 'radiogroup' },
    render: (p) => <RadioGroup {...p} label="Radio group" options={options} defaultValue="a" />,
  },
  { name: 'SearchBox', expected: { role: 'combobox' }, render: (p) => <SearchBox {...p} results={[]} /> },
  { name: 'Select', expected: { role: 'combobox' }, render: (p) => <Select {...p} label="Select" options={options} /> },
  { name: 'Skeleton', expected: { tag: 'span' }, render: (p) => <Skeleton {...p} /> },
  { name: 'SkeletonText', expected: { tag: 'span' }, render: (p) => <SkeletonText {...p} lines={2} /> },
  {
    name: 'Slider',
    expected: { tag: 'span' },
    render: (p) => <Slider {...p} label="Slider" min={0} max={10} defaultValue={[4]} />,
  },
  { name: 'Spinner', expected: { role: 'status' }, render: (p) => <Spinner {...p} /> },
  { name: 'Switch', expected: { role: 'switch' }, render: (p) => <Switch {...p} label="Switch" /> },
  {
    name: 'Tabs',
    expected: { tag: 'div' },
    render: (p) => (
      <Tabs
        {...p}
        label="Tabs"
        items={[
          { value: 'a', label: 'First', content: 'First panel' },
          { value: 'b', label: 'Second', content: 'Second panel' },
        ]}
      />
    ),
  },
  { name: 'TextField', expected: { role: 'textbox' }, render: (p) => <TextField {...p} label="Text" /> },
  {
    name: 'ToastProvider',
    expected: { role: 'list' },
    render: (p) => (
      <ToastProvider {...p} label="Composition notifications">
        <span>Toast children</span>
      </ToastProvider>
    ),
  },
  { name: 'VisuallyHidden', expected: { tag: 'span' }, render: (p) => <VisuallyHidden {...p}>Hidden</VisuallyHidden> },
];

/** Primitives whose node is in a portal (dialog panels, popover and tooltip content): rendered open. */
const overlays: Part[] = [
  {
    name: 'Dialog',
    expected: { role: 'dialog' },
    render: (p) => (
      <Dialog {...p} title="Dialog" defaultOpen>
        Body
      </Dialog>
    ),
  },
  {
    name: 'ConfirmDialog',
    expected: { role: 'alertdialog' },
    render: (p) => <ConfirmDialog {...p} description="Delete it?" onConfirm={() => {}} defaultOpen />,
  },
  {
    name: 'Popover',
    expected: { role: 'dialog' },
    render: (p) => (
      <Popover {...p} trigger={<Button>Open popover</Button>} label="Popover" defaultOpen>
        Popover text
      </Popover>
    ),
  },
  {
    name: 'Tooltip',
    expected: { tag: 'div' },
    render: (p) => (
      <Tooltip {...p} content="Tooltip text" defaultOpen>
        <Button>Has a tooltip</Button>
      </Tooltip>
    ),
  },
];

const refs = new Map<string, RefObject<Element | null>>();
const propsFor = (name: string) => {
  const ref = createRef<Element>();
  refs.set(name, ref);
  return { ref: ref as RefObject<never>, className: `composed-${name}`, 'data-testid': `composed-${name}` };
};

function Parts({ parts }: { parts: Part[] }) {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 640 }}>
      {parts.map((part) => (
        <div key={part.name}>{part.render(propsFor(part.name))}</div>
      ))}
    </div>
  );
}

async function expectComposed(parts: Part[]) {
  for (const part of parts) {
    const node = await screen.findByTestId(`composed-${part.name}`);
    await expect(refs.get(part.name)?.current, `${part.name}: the ref holds the node with the test id`).toBe(node);
    await expect(node, `${part.name}: className`).toHaveClass(`composed-${part.name}`);
    if ('role' in part.expected) {
      const role = node.getAttribute('role') ?? implicitRole(node);
      await expect(role, `${part.name}: role of the node`).toBe(part.expected.role);
    } else {
      await expect(node.tagName.toLowerCase(), `${part.name}: element`).toBe(part.expected.tag);
    }
  }
}

/** The implicit roles the rows rely on. */
function implicitRole(node: Element): string | null {
  const tag = node.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'nav') return 'navigation';
  if (tag === 'ol' || tag === 'ul') return 'list';
  if (tag === 'input') return 'textbox';
  return null;
}

const meta = {
  title: 'ui/primitives/Composition',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The in-flow primitives: each gets the ref, the class and the test id on its documented node. */
export const InFlow: Story = {
  render: () => <Parts parts={inline} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button').length).toBeGreaterThan(0);
    await expectComposed(inline);
  },
};

/** Dialog and popover panels and tooltip content (in the portal) get them too. */
export const Overlays: Story = {
  render: () => <Parts parts={overlays.filter((part) => part.name === 'Popover' || part.name === 'Tooltip')} />,
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('composed-Tooltip')).toBeVisible());
    await expectComposed(overlays.filter((part) => part.name === 'Popover' || part.name === 'Tooltip'));
  },
};

export const DialogPanel: Story = {
  render: () => <Parts parts={overlays.filter((part) => part.name === 'Dialog')} />,
  play: async () => expectComposed(overlays.filter((part) => part.name === 'Dialog')),
};

export const ConfirmDialogPanel: Story = {
  render: () => <Parts parts={overlays.filter((part) => part.name === 'ConfirmDialog')} />,
  play: async () => expectComposed(overlays.filter((part) => part.name === 'ConfirmDialog')),
};
