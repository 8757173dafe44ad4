import { useId } from 'react';
import { formatDate, formatNumber } from '../format/index.ts';
import type { TranslationFunctions } from '../i18n/index.ts';
import type { Locale } from '../providers/index.ts';
import type { ResolvedColumn } from './columns.ts';
import { CheckList, Field, FieldRow, Fieldset, Hint, Input } from './DataTable.styles.ts';
import type { DraftEntry, FilterDraft } from './filterDraft.ts';
import { numericRule, type DateBounds } from './filters.ts';

export interface FilterPanelProps<Row> {
  columns: readonly ResolvedColumn<Row>[];
  draft: FilterDraft;
  bounds: Record<string, DateBounds>;
  options: Record<string, string[]>;
  locale: Locale;
  LL: TranslationFunctions;
  onChange: (columnId: string, entry: DraftEntry, input?: HTMLInputElement) => void;
}

/** The controls of the filter overlay, one fieldset per filterable column. */
export function FilterPanel<Row>({ columns, draft, bounds, options, locale, LL, onChange }: FilterPanelProps<Row>) {
  return (
    <>
      {columns.map((column) => {
        const entry = draft[column.id];
        if (!entry) return null;
        return (
          <ColumnFilter
            key={column.id}
            column={column}
            entry={entry}
            bounds={bounds[column.id]}
            options={options[column.id] ?? []}
            locale={locale}
            LL={LL}
            onChange={(next, input) => onChange(column.id, next, input)}
          />
        );
      })}
    </>
  );
}

interface ColumnFilterProps<Row> {
  column: ResolvedColumn<Row>;
  entry: DraftEntry;
  bounds: DateBounds | undefined;
  options: string[];
  locale: Locale;
  LL: TranslationFunctions;
  onChange: (entry: DraftEntry, input?: HTMLInputElement) => void;
}

function ColumnFilter<Row>({ column, entry, bounds, options, locale, LL, onChange }: ColumnFilterProps<Row>) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const legend = <legend id={legendId}>{column.header || column.id}</legend>;

  if (entry.kind === 'number') {
    const rule = numericRule(column.kind);
    const step = rule.step === 'any' ? 'any' : String(rule.step);
    const hint =
      rule.max === undefined
        ? LL.table.numberHint({ min: formatNumber(rule.min, locale) })
        : LL.table.numberHintMax({ min: formatNumber(rule.min, locale), max: formatNumber(rule.max, locale) });
    const field = (bound: 'min' | 'max') => (
      <Field>
        <label id={`${id}-${bound}-label`} htmlFor={`${id}-${bound}`}>
          {bound === 'min' ? LL.table.minimum() : LL.table.maximum()}
        </label>
        <Input
          id={`${id}-${bound}`}
          type="number"
          inputMode="decimal"
          min={rule.min}
          max={rule.max}
          step={step}
          value={entry[bound]}
          aria-labelledby={`${legendId} ${id}-${bound}-label`}
          aria-describedby={hintId}
          onChange={(event) => onChange({ ...entry, [bound]: event.currentTarget.value }, event.currentTarget)}
        />
      </Field>
    );
    return (
      <Fieldset data-filter="number">
        {legend}
        <FieldRow>
          {field('min')}
          {field('max')}
        </FieldRow>
        <Hint id={hintId}>{hint}</Hint>
      </Fieldset>
    );
  }

  if (entry.kind === 'date') {
    const field = (end: 'from' | 'to') => (
      <Field>
        <label id={`${id}-${end}-label`} htmlFor={`${id}-${end}`}>
          {end === 'from' ? LL.table.from() : LL.table.to()}
        </label>
        <Input
          id={`${id}-${end}`}
          type="date"
          min={bounds?.min}
          max={bounds?.max}
          value={entry[end]}
          aria-labelledby={`${legendId} ${id}-${end}-label`}
          aria-describedby={bounds?.min ? hintId : undefined}
          onChange={(event) => onChange({ ...entry, [end]: event.currentTarget.value })}
        />
      </Field>
    );
    return (
      <Fieldset data-filter="date">
        {legend}
        <FieldRow>
          {field('from')}
          {field('to')}
        </FieldRow>
        {bounds?.min && bounds.max ? (
          <Hint id={hintId}>
            {LL.table.dateHint({ min: formatDate(bounds.min, locale), max: formatDate(bounds.max, locale) })}
          </Hint>
        ) : null}
      </Fieldset>
    );
  }

  if (entry.kind === 'text') {
    return (
      <Fieldset data-filter="text">
        {legend}
        <Field>
          <label id={`${id}-label`} htmlFor={`${id}-text`}>
            {LL.table.contains()}
          </label>
          <Input
            id={`${id}-text`}
            type="text"
            value={entry.text}
            aria-labelledby={`${legendId} ${id}-label`}
            onChange={(event) => onChange({ ...entry, text: event.currentTarget.value })}
          />
        </Field>
      </Fieldset>
    );
  }

  const label = (key: string) => (column.kind === 'boolean' ? (key === 'true' ? LL.table.yes() : LL.table.no()) : key);
  return (
    <Fieldset data-filter="values">
      {legend}
      <CheckList>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={entry.selected.includes(option)}
              onChange={(event) =>
                onChange({
                  ...entry,
                  selected: event.currentTarget.checked
                    ? [...entry.selected, option]
                    : entry.selected.filter((selected) => selected !== option),
                })
              }
            />
            {label(option)}
          </label>
        ))}
      </CheckList>
    </Fieldset>
  );
}
