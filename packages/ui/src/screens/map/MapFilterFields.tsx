import type { MapFilters } from '@havbruk/machines';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { Fields, type MapFilterOptions } from './MapFilterPopover.tsx';

export interface MapFilterFieldsProps {
  options: MapFilterOptions;
  value: MapFilters;
  onValueChange: (filters: MapFilters) => void;
}

const Group = styled('fieldset', { border: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1' });
const Legend = styled('legend', { fontSize: '$2', fontWeight: '$semibold', padding: 0, marginBottom: '$1' });
const List = styled('div', { display: 'grid', gap: '$1', maxHeight: 150, overflowY: 'auto', paddingRight: '$1' });

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/**
 * The filter popover's groups (its own chunk, loaded when the popover is first opened or its button hovered or
 * focused: the checkboxes and radio group are not on the map's first load). Each change is reported at once.
 */
export function MapFilterFields({ options, value, onValueChange }: MapFilterFieldsProps) {
  const { LL } = useI18n();
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
    <Fields>
      <Group>
        <Legend>{LL.map.filterAreas()}</Legend>
        <List>
          {options.areas.map((area) => (
            <Checkbox
              key={area.id}
              label={`${area.id} ${area.name}`}
              checked={value.areas.includes(area.id)}
              onCheckedChange={(on) => onValueChange({ ...value, areas: toggle(value.areas, area.id, on === true) })}
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
            onCheckedChange={(on) => onValueChange({ ...value, species: toggle(value.species, species, on === true) })}
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
  );
}
