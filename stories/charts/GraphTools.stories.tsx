import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimelineChart, type ChartSeries } from '@havbruk/charts';
import { GRAPH_TOOLS, graphToolsMachine, type GraphTool, type GraphToolsInput } from '@havbruk/machines';
import { cageDaily } from './chartData.ts';
import { formatters, withChartTheme } from './chartDecorators.tsx';

/** Daily feed of two cages, last 120 days; cage 1 has a mis-registered day (3×) and 5 days not reported. */
const cage1 = cageDaily(1, 120).feed;
const cage2 = cageDaily(2, 120).feed;
const feed: ChartSeries[] = [
  {
    ...cage1,
    points: cage1.points.map((p, i) =>
      i === 70 ? { ...p, y: (p.y ?? 800) * 3 } : i >= 40 && i < 45 ? { ...p, y: null } : p,
    ),
  },
  cage2,
];

interface GraphToolsDemoProps {
  series: ChartSeries[];
  toolLabels: Record<GraphTool, string>;
  horizonLabel: string;
  /** The bounds error text, from the caller (the ui package passes the translated one). */
  horizonError: string;
  clearLabel: string;
  label: string;
  /** Tools already applied when the story opens. */
  initial?: GraphToolsInput;
}

/**
 * How a screen wires the graphTools machine (@havbruk/machines) to the
 * TimelineChart: per tool a series picker and a clear button; a numeric
 * forecast horizon whose out-of-range values show the bounds error.
 */
function GraphToolsDemo({
  series,
  toolLabels,
  horizonLabel,
  horizonError,
  clearLabel,
  label,
  initial,
}: GraphToolsDemoProps) {
  const [snapshot, send] = useMachine(graphToolsMachine, { input: initial ?? {} });
  const { selected, horizon, horizonInput } = snapshot.context;
  const invalid = snapshot.matches({ horizon: 'invalid' });
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {GRAPH_TOOLS.map((tool) => (
          <fieldset
            key={tool}
            data-state={snapshot.matches({ [tool]: 'active' }) ? 'active' : 'inactive'}
            style={{ border: 'none', padding: 0, margin: 0 }}
          >
            <legend style={{ fontWeight: 600 }}>{toolLabels[tool]}</legend>
            {series.map((s) => (
              <label key={s.id} style={{ marginRight: 12 }}>
                <input
                  type="checkbox"
                  checked={selected[tool].includes(s.id)}
                  onChange={() => send({ type: 'TOGGLE_SERIES', tool, seriesId: s.id })}
                />{' '}
                {s.label}
              </label>
            ))}
            <button type="button" onClick={() => send({ type: 'CLEAR', tool })} disabled={selected[tool].length === 0}>
              {clearLabel} {toolLabels[tool].toLowerCase()}
            </button>
          </fieldset>
        ))}
        <div>
          <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
            {horizonLabel}
          </label>
          <input
            id={id}
            type="number"
            min={1}
            max={180}
            value={horizonInput}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => send({ type: 'SET_HORIZON', value: event.target.value })}
            style={{ width: 80 }}
          />
          {invalid && (
            <p id={`${id}-error`} role="alert" style={{ color: 'inherit', margin: '4px 0 0' }}>
              {horizonError}
            </p>
          )}
        </div>
      </div>
      <TimelineChart
        series={series}
        label={label}
        legendLabel="Series"
        tools={{ ...selected, forecastHorizon: horizon }}
        {...formatters('en', 0)}
      />
    </div>
  );
}

const meta = {
  title: 'charts/GraphTools',
  component: GraphToolsDemo,
  decorators: [withChartTheme],
  args: {
    series: feed,
    toolLabels: { anomaly: 'Anomalies', interpolate: 'Interpolate', forecast: 'Forecast' },
    horizonLabel: 'Forecast horizon (days)',
    horizonError: 'Enter a number from 1 to 180',
    clearLabel: 'Clear',
    label: 'Feed per day and cage, kg, with graph tools',
  },
} satisfies Meta<typeof GraphToolsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const layer = (root: HTMLElement, name: string) => root.querySelector(`[data-layer="${name}"]`);

export const Playground: Story = {};

export const AnomalyToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anomalies = canvas.getByRole('group', { name: 'Anomalies' });
    await expect(layer(canvasElement, 'anomaly')).toBeNull();
    await userEvent.click(within(anomalies).getByRole('checkbox', { name: 'Cage 1' }));
    await waitFor(() => expect(layer(canvasElement, 'anomaly')).not.toBeNull());
    // The mis-registered day is found.
    await expect(canvasElement.querySelectorAll('[data-layer="anomaly"] [data-anomaly]').length).toBeGreaterThanOrEqual(
      1,
    );
    await userEvent.click(within(anomalies).getByRole('button', { name: 'Clear anomalies' }));
    await waitFor(() => expect(layer(canvasElement, 'anomaly')).toBeNull());
  },
};

export const InterpolateToggle: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Interpolate' });
    const box = within(group).getByRole('checkbox', { name: 'Cage 1' });
    await userEvent.click(box);
    await waitFor(() => expect(layer(canvasElement, 'interpolate')).not.toBeNull());
    await expect(group.closest('fieldset')).toHaveAttribute('data-state', 'active');
    await userEvent.click(box);
    await waitFor(() => expect(layer(canvasElement, 'interpolate')).toBeNull());
    await expect(group.closest('fieldset')).toHaveAttribute('data-state', 'inactive');
  },
};

export const ForecastToggle: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Forecast' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Cage 2' }));
    await waitFor(() => expect(layer(canvasElement, 'forecast')).not.toBeNull());
    await userEvent.click(within(group).getByRole('button', { name: 'Clear forecast' }));
    await waitFor(() => expect(layer(canvasElement, 'forecast')).toBeNull());
  },
};

export const ForecastHorizonOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Forecast' })).getByRole('checkbox', { name: 'Cage 1' }),
    );
    const input = canvas.getByRole('spinbutton', { name: 'Forecast horizon (days)' });
    await userEvent.clear(input);
    await userEvent.type(input, '200');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a number from 1 to 180');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Still drawn with the last valid horizon (90 days).
    await expect(layer(canvasElement, 'forecast')).not.toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const AllToolsApplied: Story = {
  args: {
    initial: {
      selected: { anomaly: ['cage-1-feed'], interpolate: ['cage-1-feed'], forecast: ['cage-1-feed', 'cage-2-feed'] },
      horizon: 60,
    },
  },
  play: async ({ canvasElement }) => {
    for (const name of ['anomaly', 'interpolate', 'forecast']) await expect(layer(canvasElement, name)).not.toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: AnomalyToggle.play,
};
