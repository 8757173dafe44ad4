import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { floatingPanel, menuItem } from '../Overlay/Overlay.styles.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { highlightParts } from './highlight.ts';

const Root = styled('div', { position: 'relative', width: '100%', maxWidth: '560px' });
const InputWrap = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '40px',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
  '&:focus-within': { ...focusRing, outlineOffset: '0px', borderColor: '$focus' },
});
const Input = styled('input', {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: '$3',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
});
const Panel = styled('div', {
  ...floatingPanel,
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  padding: '$1',
  maxHeight: '$listMax',
  overflowY: 'auto',
});
const List = styled('ul', { margin: 0, padding: 0, listStyle: 'none' });
const Option = styled('li', { ...menuItem, flexDirection: 'column', alignItems: 'flex-start', py: '$2' });
const OptionDescription = styled('span', { fontSize: '$1', color: '$textMuted' });
const Mark = styled('mark', {
  backgroundColor: '$highlight',
  color: '$highlightText',
  borderRadius: '2px',
  fontWeight: '$semibold',
});
const Status = styled('p', { fontSize: '$1', color: '$textMuted', padding: '$2 $3' });

export interface SearchResult {
  id: string;
  label: string;
  description?: string;
}

type SearchInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onSelect' | 'results' | 'children' | 'type' | 'role' | 'placeholder'
>;

/** `ref`, `className` and other props go to the search input (the combobox). */
export interface SearchBoxProps extends SearchInputProps {
  /** Accessible name of the input; defaults to "Search". */
  label?: string;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (query: string) => void;
  /** Results for the current query (the caller filters, debounces and caps them). */
  results: readonly SearchResult[];
  onSelect?: (result: SearchResult) => void;
  /** Results are being fetched. */
  loading?: boolean;
  /** Rendered when the query is empty and the list is open (e.g. recent searches). */
  emptyQueryContent?: ReactNode;
}

export type SearchBoxState = 'idle' | 'open' | 'loading' | 'empty';

/**
 * A search input with a result list (combobox pattern). Up/Down move through the results and wrap, Enter
 * selects, Escape closes the list (a second Escape clears the query). Matches of the query are highlighted;
 * the number of results is shown and announced.
 */
export function SearchBox({
  label,
  placeholder,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  results,
  onSelect,
  loading = false,
  emptyQueryContent: _emptyQueryContent,
  id: idProp,
  onChange,
  onFocus,
  onBlur,
  onKeyDown: onKeyDownProp,
  ...rest
}: SearchBoxProps) {
  const { LL, locale } = useI18n();
  const autoId = useId();
  const id = idProp ?? autoId;
  const listId = `${id}-results`;
  const [query, setQuery] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lastResults, setLastResults] = useState(results);
  if (lastResults !== results) {
    setLastResults(results);
    setActive(-1);
  }

  const hasQuery = query.trim() !== '';
  const showList = open && hasQuery;
  const state: SearchBoxState = !showList ? 'idle' : loading ? 'loading' : results.length === 0 ? 'empty' : 'open';

  const select = (result: SearchResult) => {
    onSelect?.(result);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDownProp?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current === -1) return delta === 1 ? 0 : results.length - 1;
        return (current + delta + results.length) % results.length;
      });
    } else if (event.key === 'Enter') {
      const result = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (showList && result) {
        event.preventDefault();
        select(result);
      }
    } else if (event.key === 'Escape') {
      if (showList) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const count = LL.search.resultCount({ formatted: formatNumber(results.length, locale), count: results.length });

  return (
    <Root data-state={state}>
      <InputWrap>
        <Icon name="search" size={18} />
        <Input
          {...rest}
          id={id}
          type="search"
          role="combobox"
          aria-label={label ?? LL.search.label()}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder ?? LL.search.placeholder()}
          value={query}
          onChange={(event) => {
            onChange?.(event);
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={(event) => {
            onFocus?.(event);
            setOpen(true);
          }}
          onBlur={(event) => {
            onBlur?.(event);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {loading && hasQuery && <Spinner size="small" />}
        {hasQuery && (
          <IconButton
            icon="close"
            size="small"
            label={LL.search.clear()}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              setActive(-1);
            }}
          />
        )}
      </InputWrap>
      <VisuallyHidden role="status" aria-live="polite">
        {showList && !loading ? (results.length ? count : LL.empty.noResults()) : ''}
      </VisuallyHidden>
      <Panel hidden={!showList}>
        {!loading && <Status aria-hidden="true">{results.length > 0 ? count : LL.empty.noResults()}</Status>}
        <List id={listId} role="listbox" aria-label={LL.search.results()}>
          {showList &&
            results.map((result, index) => (
              <Option
                key={result.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                data-active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => select(result)}
              >
                <span>
                  {highlightParts(result.label, query).map((part, i) =>
                    part.match ? <Mark key={i}>{part.text}</Mark> : <span key={i}>{part.text}</span>,
                  )}
                </span>
                {result.description && <OptionDescription>{result.description}</OptionDescription>}
              </Option>
            ))}
        </List>
      </Panel>
    </Root>
  );
}
