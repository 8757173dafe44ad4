import { PROFILER_PIE_HEIGHT } from '@havbruk/charts';
import { useI18n } from '../../i18n/index.ts';
import { Skeleton } from '../../primitives/index.ts';
import { lazyChunk } from '../../providers/lazyChunk.tsx';
import { SectionLoading } from '../app/SectionLoading.tsx';
import type { ProductBenchmarkProps } from '../benchmark/ProductBenchmark.tsx';
import type { LabViewProps } from '../lab/LabView.tsx';
import type { ProfilerPieSectionProps } from './ProfilerPieSection.tsx';

/*
 * The entity page's sections that only some views show, each in its own chunk so the page's first load carries
 * the timeline chart and not the pie/bar chart libraries or the tables: the profiler pie (mortality and harvest
 * views, @nivo/pie), the lab view (PCR bar chart, @nivo/bar, orders table) and the product benchmark (table,
 * score charts). A chunk starts loading when its section first renders; meanwhile the section shows its own
 * loading state (same element and size), so nothing shifts when the code arrives; a chunk that fails to load
 * keeps that state until it loads again (`lazyChunk`).
 */

const ProfilerPieSectionChunk = lazyChunk(() =>
  import('./ProfilerPieSection.tsx').then((module) => module.ProfilerPieSection),
);
const LabViewChunk = lazyChunk(() => import('../lab/LabView.tsx').then((module) => module.LabView));
const ProductBenchmarkChunk = lazyChunk(() =>
  import('../benchmark/ProductBenchmark.tsx').then((module) => module.ProductBenchmark),
);

export function LazyProfilerPieSection(props: ProfilerPieSectionProps) {
  const { LL } = useI18n();
  return (
    <ProfilerPieSectionChunk
      {...props}
      fallback={
        // The pie's own loading state: a busy status of the pie's height, named by the loading text.
        <div role="status" aria-busy="true" aria-label={LL.entity.chart.loading()} data-state="loading">
          <Skeleton width="100%" height={PROFILER_PIE_HEIGHT} />
        </div>
      }
    />
  );
}

export function LazyLabView(props: LabViewProps) {
  const { LL } = useI18n();
  return <LabViewChunk {...props} fallback={<SectionLoading label={LL.lab.title()} />} />;
}

export function LazyProductBenchmark(props: ProductBenchmarkProps) {
  const { LL } = useI18n();
  return <ProductBenchmarkChunk {...props} fallback={<SectionLoading label={LL.lab.benchmark.title()} />} />;
}
