import type { MapFilters } from '@havbruk/machines';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Popover } from '../../primitives/Popover/Popover.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { lazyChunk } from '../../providers/lazyChunk.tsx';
import { styled } from '../../theme/stitches.config.ts';

/** What can be chosen: the app takes it from `/config/app` and `/config/farms`. */
export interface MapFilterOptions {
  areas: readonly { id: number; name: string }[];
  municipalities: readonly { name: string; areaId: number }[];
  companies: readonly { id: string; name: string }[];
  species: readonly string[];
}

export interface MapFilterPopoverProps {
  options: MapFilterOptions;
  /** The filters as chosen (applied by the map data machine 600 ms after the last change). */
  value: MapFilters;
  onValueChange: (filters: MapFilters) => void;
  defaultOpen?: boolean;
}

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minHeight: 0,
  width: 'min(320px, calc(100vw - 64px))',
});

/** The filter groups scroll when the popover is short (a phone); Clear filters stays in view below them. */
export const Fields = styled('div', { display: 'grid', gap: '$3', minHeight: 0, overflowY: 'auto' });

/** The groups' code: the checkboxes and radio group load when the popover is first wanted, not with the map. */
const FieldsChunk = lazyChunk(() => import('./MapFilterFields.tsx').then((module) => module.MapFilterFields));
const preloadFields = () => void FieldsChunk.preload().catch(() => undefined);
/** The loading groups' height: about the five groups' (the popover opens on a press; it grows to fit). */
const FIELDS_LOADING_HEIGHT = 360;

/** How many filter groups restrict the farms. */
export const activeFilterCount = (filters: MapFilters): number =>
  [filters.areas, filters.municipalities, filters.companies, filters.species].filter((list) => list.length > 0).length +
  (filters.activity === 'all' ? 0 : 1);

/**
 * The map's filter popover (spec 2 §2): production areas, municipalities (those of the chosen areas when areas
 * are chosen), companies, species, fallow/active. Each change is reported at once; the map data machine
 * applies the filters 600 ms after the last change.
 */
export function MapFilterPopover({ options, value, onValueChange, defaultOpen }: MapFilterPopoverProps) {
  const { LL } = useI18n();
  const count = activeFilterCount(value);
  return (
    <Popover
      label={LL.map.filters()}
      align="start"
      style={{ display: 'flex', flexDirection: 'column' }}
      {...(defaultOpen ? { defaultOpen } : {})}
      trigger={
        <Button
          size="small"
          variant={count ? 'primary' : 'secondary'}
          onPointerEnter={preloadFields}
          onFocus={preloadFields}
        >
          {count ? LL.map.filtersActive({ count }) : LL.map.filters()}
        </Button>
      }
    >
      <Body>
        <FieldsChunk
          options={options}
          value={value}
          onValueChange={onValueChange}
          fallback={
            <Fields role="status" aria-busy="true" aria-label={LL.map.filtersLoading()}>
              <Skeleton width="100%" height={FIELDS_LOADING_HEIGHT} />
            </Fields>
          }
        />
        <Button
          size="small"
          variant="secondary"
          disabled={count === 0}
          onClick={() => onValueChange({ areas: [], municipalities: [], companies: [], species: [], activity: 'all' })}
        >
          {LL.map.clearFilters()}
        </Button>
      </Body>
    </Popover>
  );
}
