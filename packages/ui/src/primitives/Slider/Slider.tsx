import { useId, type ComponentPropsWithRef } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { FieldLabel } from '../Field/Field.tsx';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: '200px' });
const Header = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '$3' });
const ValueText = styled('output', { fontSize: '$2', fontWeight: '$semibold', fontVariantNumeric: 'tabular-nums' });
const SliderRoot = styled(RadixSlider.Root, {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '24px',
  touchAction: 'none',
  userSelect: 'none',
  '&[data-disabled]': { opacity: 0.55 },
});
const Track = styled(RadixSlider.Track, {
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  borderRadius: '$round',
  backgroundColor: '$surfaceSunken',
  border: '1px solid $border',
});
const Range = styled(RadixSlider.Range, {
  position: 'absolute',
  height: '100%',
  borderRadius: '$round',
  backgroundColor: '$primary',
});
const Thumb = styled(RadixSlider.Thumb, {
  display: 'block',
  size: '18px',
  borderRadius: '$round',
  backgroundColor: '$surfaceRaised',
  border: '2px solid $primary',
  boxShadow: '$1',
  cursor: 'grab',
  '&:focus-visible': focusRing,
  '&[data-disabled]': { cursor: 'not-allowed' },
});
const Scale = styled('div', { display: 'flex', justifyContent: 'space-between', fontSize: '$1', color: '$textMuted' });

type SliderRootProps = Omit<
  ComponentPropsWithRef<typeof RadixSlider.Root>,
  'children' | 'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit' | 'min' | 'max' | 'step'
>;

/** `ref`, `className` and other props go to the slider (the Radix root, the track's container). */
export interface SliderProps extends SliderRootProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  /** One value for a single slider, two for a range. */
  value?: number[];
  defaultValue?: number[];
  /** Called while dragging. */
  onValueChange?: (value: number[]) => void;
  /** Called when the user lets go (debounce server updates on this). */
  onValueCommit?: (value: number[]) => void;
  /** The top of the scale means "no upper limit": it reads "{max}+". */
  openEnded?: boolean;
  /** Unit symbol after values (e.g. "km"). */
  unit?: string;
  disabled?: boolean;
}

/**
 * A single or range slider (Radix Slider) with a step, the current value(s) shown and read out in the
 * language's number format. With `openEnded`, the maximum reads "60+" (no upper bound).
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  openEnded = false,
  unit,
  disabled,
  ...rest
}: SliderProps) {
  const { LL, locale } = useI18n();
  const labelId = useId();
  const [value, setValue] = useControllableState<number[]>({
    prop: valueProp,
    defaultProp: defaultValue ?? [min],
    onChange: onValueChange,
  });
  const show = (n: number) => {
    const number = formatNumber(n, locale);
    const text = openEnded && n >= max ? LL.slider.andAbove({ value: number }) : number;
    return unit ? `${text}\u00a0${unit}` : text;
  };
  const isRange = value.length > 1;
  const thumbLabels = isRange ? [LL.slider.minimum(), LL.slider.maximum()] : [label];
  const valueText = value.map(show).join(' – ');
  return (
    <Root data-state={isRange ? 'range' : 'single'}>
      <Header>
        <FieldLabel as="span" id={labelId}>
          {label}
        </FieldLabel>
        <ValueText aria-hidden="true">{valueText}</ValueText>
      </Header>
      <SliderRoot
        {...rest}
        min={min}
        max={max}
        step={step}
        value={value}
        onValueChange={setValue}
        onValueCommit={onValueCommit}
        disabled={disabled}
        minStepsBetweenThumbs={isRange ? 1 : 0}
        aria-labelledby={labelId}
      >
        <Track>
          <Range />
        </Track>
        {value.map((thumb, index) => (
          <Thumb
            key={index}
            aria-label={isRange ? `${label}: ${thumbLabels[index]}` : label}
            aria-valuetext={show(thumb)}
          />
        ))}
      </SliderRoot>
      <Scale aria-hidden="true">
        <span>{show(min)}</span>
        <span>{show(max)}</span>
      </Scale>
    </Root>
  );
}
