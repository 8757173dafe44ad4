import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRODUCTION_AREAS } from '@havbruk/api';

function ProductionAreaTable() {
  return (
    <table>
      <caption>Production areas</caption>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
        </tr>
      </thead>
      <tbody>
        {PRODUCTION_AREAS.map((area) => (
          <tr key={area.id}>
            <td>{area.id}</td>
            <td>{area.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'api/Production areas',
  component: ProductionAreaTable,
} satisfies Meta<typeof ProductionAreaTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(14);
  },
};
