import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from '@havbruk/ui';

const names: IconName[] = [
  'search',
  'bell',
  'risk',
  'compare',
  'settings',
  'map',
  'health',
  'logout',
  'menu',
  'close',
  'chevronDown',
  'chevronUp',
  'chevronRight',
  'chevronLeft',
  'chevronsLeft',
  'chevronsRight',
  'check',
  'minus',
  'alert',
  'info',
  'refresh',
  'offline',
  'inbox',
  'building',
  'user',
];

const meta = {
  title: 'ui/primitives/Icon',
  component: Icon,
  args: { name: 'bell', size: 24 },
  argTypes: { name: { control: 'select', options: names } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons are decorative: the control that holds one carries the name. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '24');
  },
};

const Gallery = () => (
  <ul
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      gap: 12,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    }}
  >
    {names.map((name) => (
      <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Icon name={name} />
        <code>{name}</code>
      </li>
    ))}
  </ul>
);

export const AllIcons: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(names.length);
  },
};

export const AllIconsDark: Story = { render: () => <Gallery />, globals: { theme: 'dark' } };
