import { useRef } from 'react';
import { HARVESTABLE_WEIGHT_KG } from '@havbruk/api';
import { useElementWidth } from '@havbruk/charts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import type { HarvestGraphPoint, HarvestMetric } from './harvestView.ts';

/** The widest the graph is drawn; narrower containers get a graph drawn for their own width (never scaled down). */
const MAX_WIDTH = 720;
const HEIGHT = 260;
/** The value labels sit inside the plot (above their grid lines), so no left gutter takes width from the days. */
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Each day's tap target is at least this wide (WCAG 2.5.8); on a narrower screen the graph scrolls sideways. */
export const PROJECTION_DAY_MIN_PX = 24;

const Frame = styled('div', { position: 'relative', width: '100%', maxWidth: `${MAX_WIDTH}px`, overflowX: 'auto' });
const Canvas = styled('div', { position: 'relative' });
const Svg = styled('svg', { display: 'block', color: '$text' });
const WindowBand = styled('rect', { fill: '$primarySubtle' });
const RangeArea = styled('path', { fill: '$primary', fillOpacity: 0.18 });
const Line = styled('path', { fill: 'none', stroke: '$primary', strokeWidth: 2 });
const Harvestable = styled('line', { stroke: '$success', strokeWidth: 1.5, strokeDasharray: '6 4' });
const Axis = styled('line', { stroke: '$borderStrong', strokeWidth: 1 });
const Grid = styled('line', { stroke: '$border', strokeWidth: 1, strokeDasharray: '2 4' });
const AxisText = styled('text', {
  fill: '$textMuted',
  fontSize: '11px',
  fontFamily: 'inherit',
  // A halo in the surface colour keeps a label readable where the range or the line passes under it.
  '&[data-halo]': { stroke: '$surfaceRaised', strokeWidth: 4, strokeLinejoin: 'round', paintOrder: 'stroke' },
});
const FocusLine = styled('line', { stroke: '$warningText', strokeWidth: 2 });
const Dot = styled('circle', {
  fill: '$surfaceRaised',
  stroke: '$primary',
  strokeWidth: 2,
  '&[data-state="focused"]': { fill: '$warningText', stroke: '$warningText' },
  '&[data-outside]': { stroke: '$borderStrong' },
});
const Days = styled('div', { position: 'absolute', top: PAD.top, height: PLOT_H, left: 0, right: 0 });
const DayButton = styled('button', {
  position: 'absolute',
  top: 0,
  bottom: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: '$1',
  '&:hover': { backgroundColor: 'rgba(10, 88, 168, 0.08)' },
  '&:focus-visible': focusRing,
});

export interface ProjectionGraphProps {
  points: readonly HarvestGraphPoint[];
  metric: HarvestMetric;
  /** Top of the y axis (1.1 times the highest upper bound). */
  axisMax: number;
  focusDay: string | null;
  onDayClick: (day: string) => void;
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
  /** Accessible name of the graph. */
  label: string;
}

/**
 * The projections graph: the chosen metric per projection day with its likely range (upper/lower band), the
 * chosen harvest dates shaded, the harvestable weight (3 kg) as a dashed line on the weight graph and the focus
 * day marked. Each day is a button (keyboard and screen readers reach every day; a click focuses it).
 *
 * The graph is drawn for the width it is given (up to 720 px), so its text keeps its size on a phone; each day's
 * button is at least 24 px wide, and when the days do not fit the width the graph scrolls sideways.
 */
export function ProjectionGraph({
  points,
  metric,
  axisMax,
  focusDay,
  onDayClick,
  formatValue,
  formatDay,
  label,
}: ProjectionGraphProps) {
  const { LL } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const count = points.length;
  const measured = useElementWidth(frame);
  const available = Math.min(MAX_WIDTH, measured || MAX_WIDTH);
  const plotWidth = Math.max(available - PAD.left - PAD.right, (count - 1) * PROJECTION_DAY_MIN_PX);
  const width = PAD.left + plotWidth + PAD.right;
  const step = count > 1 ? plotWidth / (count - 1) : plotWidth;
  const x = (index: number) => PAD.left + (count > 1 ? index * step : plotWidth / 2);
  const top = axisMax > 0 ? axisMax : 1;
  const y = (value: number) => PAD.top + PLOT_H - (Math.max(0, value) / top) * PLOT_H;
  const band = points.map((point) => point[metric]);
  const line = band.map((entry, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(entry.value)}`).join(' ');
  const area =
    band.map((entry, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(entry.upper)}`).join(' ') +
    ' ' +
    [...band]
      .map((entry, index) => ({ entry, index }))
      .reverse()
      .map(({ entry, index }) => `L${x(index)},${y(entry.lower)}`)
      .join(' ') +
    ' Z';
  const inWindow = points.flatMap((point, index) => (point.inWindow ? [index] : []));
  const windowStart = inWindow.length > 0 ? Math.max(PAD.left, x(inWindow[0]!) - step / 2) : 0;
  const windowEnd = inWindow.length > 0 ? Math.min(PAD.left + plotWidth, x(inWindow.at(-1)!) + step / 2) : 0;
  const focusIndex = points.findIndex((point) => point.day === focusDay);
  const ticks = [0, top / 2, top];
  const labelled = count > 2 ? [0, Math.floor((count - 1) / 2), count - 1] : points.map((_, index) => index);
  const showHarvestable = metric === 'weight' && HARVESTABLE_WEIGHT_KG <= top;

  return (
    <Frame ref={frame} role="group" aria-label={label} data-metric={metric}>
      <Canvas style={{ width }}>
        <Svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
          {inWindow.length > 0 && (
            <WindowBand x={windowStart} y={PAD.top} width={Math.max(0, windowEnd - windowStart)} height={PLOT_H} />
          )}
          {ticks.map((tick) => (
            <Grid key={tick} x1={PAD.left} x2={PAD.left + plotWidth} y1={y(tick)} y2={y(tick)} />
          ))}
          <Axis x1={PAD.left} x2={PAD.left + plotWidth} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H} />
          {labelled.map((index) => (
            <AxisText
              key={index}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle'}
            >
              {formatDay(points[index]!.day)}
            </AxisText>
          ))}
          {count > 0 && <RangeArea d={area} />}
          {showHarvestable && (
            <>
              <Harvestable
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={y(HARVESTABLE_WEIGHT_KG)}
                y2={y(HARVESTABLE_WEIGHT_KG)}
              />
              <AxisText data-halo="" x={PAD.left + plotWidth - 4} y={y(HARVESTABLE_WEIGHT_KG) + 14} textAnchor="end">
                {LL.harvests.harvestable({ weight: formatValue(HARVESTABLE_WEIGHT_KG) })}
              </AxisText>
            </>
          )}
          {count > 0 && <Line d={line} />}
          {focusIndex >= 0 && <FocusLine x1={x(focusIndex)} x2={x(focusIndex)} y1={PAD.top} y2={PAD.top + PLOT_H} />}
          {band.map((entry, index) => (
            <Dot
              key={points[index]!.day}
              cx={x(index)}
              cy={y(entry.value)}
              r={index === focusIndex ? 6 : 4}
              data-state={index === focusIndex ? 'focused' : undefined}
              data-outside={points[index]!.inWindow ? undefined : ''}
            />
          ))}
          {/* The value labels last: over the line and the days' points, right of the first point. */}
          {ticks.map((tick) => (
            <AxisText key={tick} data-halo="" x={PAD.left + 8} y={y(tick) - 4}>
              {formatValue(tick)}
            </AxisText>
          ))}
        </Svg>
        <Days>
          {points.map((point, index) => {
            const left = Math.max(0, x(index) - step / 2);
            const right = Math.min(width, x(index) + step / 2);
            return (
              <DayButton
                key={point.day}
                type="button"
                style={{ left, width: right - left }}
                aria-pressed={point.day === focusDay}
                aria-label={LL.harvests.dayButton({
                  date: formatDay(point.day),
                  value: formatValue(point[metric].value),
                })}
                title={LL.harvests.likelyRange({
                  lower: formatValue(point[metric].lower),
                  upper: formatValue(point[metric].upper),
                })}
                data-outside={point.inWindow ? undefined : ''}
                onClick={() => onDayClick(point.day)}
              />
            );
          })}
        </Days>
      </Canvas>
    </Frame>
  );
}
