import type { MapFilters } from '@havbruk/machines';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Popover } from '../../primitives/Popover/Popover.tsx';
import { RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
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
const Fields = styled('div', { display: 'grid', gap: '$3', minHeight: 0, overflowY: 'auto' });
const Group = styled('fieldset', { border: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1' });
const Legend = styled('legend', { fontSize: '$2', fontWeight: '$semibold', padding: 0, marginBottom: '$1' });
const List = styled('div', { display: 'grid', gap: '$1', maxHeight: 150, overflowY: 'auto', paddingRight: '$1' });

/** How many filter groups restrict the farms. */
export const activeFilterCount = (filters: MapFilters): number =>
  [filters.areas, filters.municipalities, filters.companies, filters.species].filter((list) => list.length > 0).length +
  (filters.activity === 'all' ? 0 : 1);

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/**
 * The map's filter popover (spec 2 §2): production areas, municipalities (those of the chosen areas when areas
 * are chosen), companies, species, fallow/active. Each change is reported at once; the map data machine
 * applies the filters 600 ms after the last change.
 */
export function MapFilterPopover({ options, value, onValueChange, defaultOpen }: MapFilterPopoverProps) {
  const { LL } = useI18n();
  const count = activeFilterCount(value);
  const municipalities = value.areas.length
    ? options.municipalities.filter((municipality) => value.areas.includes(municipality.areaId))
    : options.municipalities;
  const speciesLabel = (species: string): string =>
    species === 'atlanticSalmon'
      ? LL.map.speciesSalmon()
      : species === 'rainbowTrout'
        ? LL.map.speciesTrout()
        : species;
  return (
    <Popover
      label={LL.map.filters()}
      align="start"
      style={{ display: 'flex', flexDirection: 'column' }}
      {...(defaultOpen ? { defaultOpen } : {})}
      trigger={
        <Button size="small" variant={count ? 'primary' : 'secondary'}>
          {count ? LL.map.filtersActive({ count }) : LL.map.filters()}
        </Button>
      }
    >
      <Body>
        <Fields>
          <Group>
            <Legend>{LL.map.filterAreas()}</Legend>
            <List>
              {options.areas.map((area) => (
                <Checkbox
                  key={area.id}
                  label={`${area.id} ${area.name}`}
                  checked={value.areas.includes(area.id)}
                  onCheckedChange={(on) =>
                    onValueChange({ ...value, areas: toggle(value.areas, area.id, on === true) })
                  }
                />
              ))}
            </List>
          </Group>
          <Group>
            <Legend>{LL.map.filterMunicipalities()}</Legend>
            <List>
              {municipalities.map((municipality) => (
                <Checkbox
                  key={municipality.name}
                  label={municipality.name}
                  checked={value.municipalities.includes(municipality.name)}
                  onCheckedChange={(on) =>
                    onValueChange({
                      ...value,
                      municipalities: toggle(value.municipalities, municipality.name, on === true),
                    })
                  }
                />
              ))}
            </List>
          </Group>
          <Group>
            <Legend>{LL.map.filterCompanies()}</Legend>
            <List>
              {options.companies.map((company) => (
                <Checkbox
                  key={company.id}
                  label={company.name}
                  checked={value.companies.includes(company.id)}
                  onCheckedChange={(on) =>
                    onValueChange({ ...value, companies: toggle(value.companies, company.id, on === true) })
                  }
                />
              ))}
            </List>
          </Group>
          <Group>
            <Legend>{LL.map.filterSpecies()}</Legend>
            {options.species.map((species) => (
              <Checkbox
                key={species}
                label={speciesLabel(species)}
                checked={value.species.includes(species)}
                onCheckedChange={(on) =>
                  onValueChange({ ...value, species: toggle(value.species, species, on === true) })
                }
              />
            ))}
          </Group>
          <RadioGroup
            label={LL.map.filterActivity()}
            orientation="horizontal"
            value={value.activity}
            options={[
              { value: 'all', label: LL.map.filterAll() },
              { value: 'active', label: LL.map.filterActive() },
              { value: 'fallow', label: LL.map.filterFallow() },
            ]}
            onValueChange={(activity) => onValueChange({ ...value, activity: activity as MapFilters['activity'] })}
          />
        </Fields>
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
