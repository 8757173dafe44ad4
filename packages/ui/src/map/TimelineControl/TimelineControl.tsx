import { useEffect, useId, useRef } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mapPlaybackMachine } from '@havbruk/machines';
import { selectCanStep, selectIsPlaying, type MapWeek } from '@havbruk/machines';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { buttonBase, buttonVariants } from '../../primitives/Button/Button.styles.ts';
import { focusRing, styled } from '../../theme/stitches.config.ts';

/** Spec §9: each week of the timeline slider is 52 px wide. */
export const TIMELINE_TICK_WIDTH = 52;

const Bar = styled('section', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $3',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  borderTop: '1px solid $border',
  boxShadow: '$2',
  minHeight: '$bottomBar',
  boxSizing: 'border-box',
  width: '100%',
  '&[data-state="collapsed"]': { minHeight: 'auto', paddingBlock: '$1' },
});

const Buttons = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', flexShrink: 0 });

const WeekText = styled('output', {
  minWidth: '110px',
  fontSize: '$2',
  fontWeight: '$semibold',
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
});

const Scroller = styled('div', {
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingBottom: '$1',
});

const SliderRoot = styled(RadixSlider.Root, {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '20px',
  touchAction: 'none',
  userSelect: 'none',
});

const Track = styled(RadixSlider.Track, {
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  borderRadius: '$round',
  backgroundColor: '$surfaceSunken',
  border: '1px solid $border',
});

const Range = styled(RadixSlider.Range, { position: 'absolute', height: '100%', backgroundColor: '$primary' });

const Thumb = styled(RadixSlider.Thumb, {
  display: 'block',
  size: '18px',
  borderRadius: '$round',
  backgroundColor: '$surfaceRaised',
  border: '2px solid $primary',
  boxShadow: '$1',
  cursor: 'grab',
  '&:focus-visible': focusRing,
});

const Ticks = styled('div', { display: 'flex' });

const Tick = styled('span', {
  flexShrink: 0,
  textAlign: 'center',
  fontSize: '$1',
  color: '$textMuted',
  borderLeft: '1px solid $border',
  fontVariantNumeric: 'tabular-nums',
  '&[data-current]': { color: '$text', fontWeight: '$semibold' },
});

const PlayButton = styled('button', {
  ...buttonBase,
  padding: 0,
  size: '$control',
  variants: buttonVariants,
  defaultVariants: { variant: 'primary' },
});

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      {playing ? (
        <>
          <rect x={5} y={4} width={3.5} height={12} rx={1} />
          <rect x={11.5} y={4} width={3.5} height={12} rx={1} />
        </>
      ) : (
        <path d="M6 4.2v11.6a.8.8 0 0 0 1.2.7l9.3-5.8a.8.8 0 0 0 0-1.4L7.2 3.5A.8.8 0 0 0 6 4.2z" />
      )}
    </svg>
  );
}

export interface TimelineControlProps {
  /** The running `mapPlaybackMachine` actor (created by the app or a story). */
  actor: ActorRefFrom<typeof mapPlaybackMachine>;
  /** Expanded (slider shown) or collapsed (buttons and week only). */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The map's bottom timeline bar: week slider with 52 px ticks, step back / play-pause / step forward,
 * the shown week, collapsible. It renders the `mapPlayback` actor's state and sends it events: the
 * slider is applied 250 ms after the last change, play advances every 500 ms and wraps, and the step
 * buttons are disabled while playing (all rules live in the machine). Keyboard: Tab to the buttons and
 * the slider; arrows, Home/End and Page Up/Down move the slider.
 */
export function TimelineControl({
  actor,
  expanded: expandedProp,
  defaultExpanded = true,
  onExpandedChange,
}: TimelineControlProps) {
  const { LL } = useI18n();
  const id = useId();
  const weeks = useSelector(actor, (snapshot) => snapshot.context.weeks);
  const index = useSelector(actor, (snapshot) => snapshot.context.index);
  const sliderIndex = useSelector(actor, (snapshot) => snapshot.context.sliderIndex);
  const playing = useSelector(actor, selectIsPlaying);
  const canStep = useSelector(actor, selectCanStep, (a, b) => a.back === b.back && a.forward === b.forward);
  const [expanded = true, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  const scroller = useRef<HTMLDivElement>(null);

  const weekText = (week: MapWeek | undefined) =>
    week ? LL.map.week({ week: String(week.week), year: String(week.year) }) : LL.map.noWeeks();
  const shown = weeks[index];

  // Keep the slider's week in view while playing or stepping.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !expanded) return;
    const left = sliderIndex * TIMELINE_TICK_WIDTH;
    if (left < element.scrollLeft || left + TIMELINE_TICK_WIDTH > element.scrollLeft + element.clientWidth) {
      element.scrollLeft = Math.max(0, left - element.clientWidth / 2);
    }
  }, [sliderIndex, expanded]);

  const width = Math.max(weeks.length, 1) * TIMELINE_TICK_WIDTH;

  return (
    <Bar aria-label={LL.map.timeline()} data-state={expanded ? 'expanded' : 'collapsed'} data-playing={playing}>
      <Buttons>
        <IconButton
          icon={expanded ? 'chevronDown' : 'chevronUp'}
          label={expanded ? LL.map.collapseTimeline() : LL.map.expandTimeline()}
          aria-expanded={expanded}
          aria-controls={`${id}-slider`}
          size="small"
          onClick={() => setExpanded(!expanded)}
        />
        <IconButton
          icon="chevronLeft"
          label={LL.map.stepBack()}
          disabled={!canStep.back}
          onClick={() => actor.send({ type: 'STEP.BACK' })}
        />
        <PlayButton
          type="button"
          aria-label={playing ? LL.map.pause() : LL.map.play()}
          data-state={playing ? 'playing' : 'paused'}
          disabled={weeks.length < 2}
          onClick={() => actor.send({ type: 'TOGGLE' })}
        >
          <PlayPauseIcon playing={playing} />
        </PlayButton>
        <IconButton
          icon="chevronRight"
          label={LL.map.stepForward()}
          disabled={!canStep.forward}
          onClick={() => actor.send({ type: 'STEP.FORWARD' })}
        />
      </Buttons>
      <WeekText aria-live="polite" aria-label={LL.map.weekSlider()}>
        {weekText(shown)}
      </WeekText>
      <Scroller ref={scroller} id={`${id}-slider`} hidden={!expanded}>
        {weeks.length > 0 ? (
          <div style={{ width, paddingInline: 0 }}>
            <SliderRoot
              min={0}
              max={Math.max(weeks.length - 1, 0)}
              step={1}
              value={[sliderIndex]}
              onValueChange={([next]) => {
                if (next !== undefined) actor.send({ type: 'SLIDER.CHANGE', index: next });
              }}
              style={{ marginInline: TIMELINE_TICK_WIDTH / 2 - 9 }}
            >
              <Track>
                <Range />
              </Track>
              <Thumb aria-label={LL.map.weekSlider()} aria-valuetext={weekText(weeks[sliderIndex])} />
            </SliderRoot>
            <Ticks aria-hidden="true">
              {weeks.map((week, i) => (
                <Tick
                  key={`${week.year}-${week.week}`}
                  style={{ width: TIMELINE_TICK_WIDTH }}
                  data-current={i === sliderIndex ? '' : undefined}
                >
                  {week.week === 1 ? String(week.year) : LL.map.weekShort({ week: String(week.week) })}
                </Tick>
              ))}
            </Ticks>
          </div>
        ) : null}
      </Scroller>
    </Bar>
  );
}
