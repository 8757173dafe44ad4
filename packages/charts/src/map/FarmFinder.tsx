import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { MAP_FINDER_MAX_RESULTS } from './constants.ts';
import { rankSearchMatches, type SearchRanking } from './rankSearchMatches.ts';
import type { MapPalette } from './mapPalette.ts';
import type { FarmMapLabels, MapPointFeature } from './types.ts';

export interface FarmFinderProps {
  features: readonly MapPointFeature[];
  labels: FarmMapLabels;
  palette: MapPalette;
  /** A farm was chosen (Enter or click): the map flies to it and opens its popup. */
  onChoose: (id: string) => void;
}

/** Preferred points (the viewer's own farms) first, then names starting with the query, alphabetical. */
const finderRanking: SearchRanking<MapPointFeature> = {
  label: (feature) => feature.label,
  preferred: (feature) => feature.preferred === true,
};

function Highlighted({ text, query }: { text: string; query: string }) {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (!query || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark style={{ background: '#ffe08a', color: '#111827', padding: 0 }}>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * Keyboard and screen-reader access to the points: a combobox that lists matching names
 * (up/down move and wrap, Enter chooses, Escape clears), announces the result count and
 * highlights the match.
 */
export function FarmFinder({ features, labels, palette, onChoose }: FarmFinderProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const trimmed = query.trim();

  const matches = useMemo(() => rankSearchMatches(features, trimmed, finderRanking), [features, trimmed]);
  const shown = matches.slice(0, MAP_FINDER_MAX_RESULTS);
  const expanded = open && shown.length > 0;
  const activeIndex = Math.min(active, shown.length - 1);

  const choose = (feature: MapPointFeature | undefined) => {
    if (!feature) return;
    setQuery(feature.label);
    setOpen(false);
    onChoose(feature.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (Math.max(current, 0) + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[Math.max(activeIndex, 0)]);
    } else if (event.key === 'Escape') {
      setQuery('');
      setOpen(false);
    }
  };

  const panel = {
    background: palette.panel,
    color: palette.panelText,
    border: `1px solid ${palette.panelBorder}`,
    borderRadius: 6,
  };

  return (
    <div
      data-map-overlay=""
      style={{ position: 'absolute', top: 12, left: 12, width: 'min(280px, calc(100% - 180px))', fontSize: 14 }}
    >
      <label
        htmlFor={`${id}-input`}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {labels.search}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={labels.search}
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${id}-option-${activeIndex}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        style={{ ...panel, width: '100%', boxSizing: 'border-box', padding: '8px 10px', font: 'inherit' }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={labels.search}
        hidden={!expanded}
        style={{ ...panel, listStyle: 'none', margin: '4px 0 0', padding: 4, maxHeight: 300, overflowY: 'auto' }}
      >
        {shown.map((feature, index) => (
          <li
            key={feature.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(feature);
            }}
            style={{
              padding: '6px 8px',
              borderRadius: 4,
              cursor: 'pointer',
              outline: index === activeIndex ? `2px solid ${palette.panelText}` : 'none',
              outlineOffset: -2,
            }}
          >
            <Highlighted text={feature.label} query={trimmed} />
            {feature.isFallow ? ` · ${labels.inactive}` : ''}
          </li>
        ))}
      </ul>
      <div role="status" style={{ ...panel, border: 'none', background: 'transparent', padding: '2px 4px' }}>
        {trimmed ? (
          <span style={{ ...panel, padding: '1px 6px', fontSize: 12 }}>{labels.resultCount(matches.length)}</span>
        ) : null}
      </div>
    </div>
  );
}
