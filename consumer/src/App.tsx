import { createDataset, getMapWeek, type MapWeekRow } from '@havbruk/api/dataset';
import {
  FarmMap,
  TimelineChart,
  themeScale,
  useChartTheme,
  type ChartSeries,
  type MapPointFeature,
} from '@havbruk/charts';
import { mapPlaybackMachine, selectMapWeek, type MapWeek } from '@havbruk/machines';
import { DataTable, HavbrukProvider, TimelineControl, useFarmMapLabels, type DataTableColumn } from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';

// Another product's page built from the published packages: the synthetic dataset (@havbruk/api), a chart and
// the farm map (@havbruk/charts), the map playback machine (@havbruk/machines), a table and the timeline bar
// driven by the machine (@havbruk/ui), all inside HavbrukProvider.
const dataset = createDataset({ yearsBack: 1 });
const weeks: MapWeek[] = dataset.weeks.slice(-12).map(({ year, week }) => ({ year, week }));
const rowsOf = (week: MapWeek): MapWeekRow[] => getMapWeek(dataset, week.year, week.week);
const mondayOf = (week: MapWeek): Date => {
  const start = dataset.weeks.find((w) => w.year === week.year && w.week === week.week)?.start;
  return new Date(`${start ?? '1970-01-01'}T00:00:00Z`);
};

const meanFemaleLice: ChartSeries = {
  id: 'female',
  label: 'Adult female lice, mean of all farms',
  points: weeks.map((week) => {
    const values = rowsOf(week)
      .map((row) => (row.isFallow ? null : row.female))
      .filter((value): value is number => typeof value === 'number');
    const mean = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
    return { x: mondayOf(week), y: mean };
  }),
};

const columns: DataTableColumn<MapWeekRow>[] = [
  { id: 'name', header: 'Farm', accessor: 'name' },
  { id: 'female', header: 'Adult female lice', accessor: (row) => row.female ?? null, kind: 'decimal', decimals: 2 },
  { id: 'fallow', header: 'Fallow', accessor: 'isFallow', kind: 'boolean' },
];

function WeekView({ actor }: { actor: ReturnType<typeof useActorRef<typeof mapPlaybackMachine>> }) {
  const week = useSelector(actor, selectMapWeek);
  const labels = useFarmMapLabels();
  const theme = useChartTheme();
  const scale = useMemo(() => themeScale(theme, 0, 0.5, 'higherIsWorse'), [theme]);
  const rows = useMemo(() => (week ? rowsOf(week) : []), [week]);
  const features: MapPointFeature[] = useMemo(
    () =>
      rows.map((row) => ({
        id: row.siteId,
        lon: row.lon,
        lat: row.lat,
        value: row.isFallow ? null : (row.female ?? null),
        isFallow: row.isFallow,
        label: row.name,
      })),
    [rows],
  );
  return (
    <>
      <section aria-label="Sea lice chart">
        <TimelineChart series={[meanFemaleLice]} label="Adult female lice per fish, weekly" height={240} />
      </section>
      <section aria-label="Map">
        <FarmMap features={features} scale={scale} labels={labels} height={360} />
      </section>
      <DataTable<MapWeekRow> label="Farms this week" columns={columns} data={rows} getRowId={(row) => row.siteId} />
    </>
  );
}

function Page() {
  const actor = useActorRef(mapPlaybackMachine, { input: { weeks } });
  return (
    <main style={{ padding: 16, display: 'grid', gap: 16 }}>
      <h1>Farm lice, another product</h1>
      <WeekView actor={actor} />
      <TimelineControl actor={actor} defaultExpanded />
    </main>
  );
}

export function App() {
  return (
    <HavbrukProvider locale="en" theme="light">
      <Page />
    </HavbrukProvider>
  );
}
