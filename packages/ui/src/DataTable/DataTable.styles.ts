import { css, focusRing, styled } from '../theme/index.ts';
import {
  BENCHMARK_TABLE_MIN_HEIGHT,
  RECOMMENDATION_TABLE_MAX_HEIGHT,
  ROW_HEIGHT,
  TABLE_MAX_HEIGHT,
} from './timings.ts';

export const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontFamily: '$body',
  fontSize: '$2',
  color: '$text',
  minWidth: 0,
});

export const Toolbar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
});

export const Spacer = styled('div', { flex: '1 1 auto' });

const control = {
  height: '$control',
  px: '$3',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  backgroundColor: '$bg',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

/** The search field: the look of the design-system SearchBox (icon, input, clear button) without its result list. */
export const SearchField = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '280px',
  maxWidth: '100%',
  height: '$control',
  pl: '$3',
  pr: '$1',
  boxSizing: 'border-box',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
  '&:focus-within': { ...focusRing, outlineOffset: '0px', borderColor: '$focus' },
});

export const SearchInput = styled('input', {
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
});

export const ToolButton = styled('button', {
  ...control,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  cursor: 'pointer',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  '&:hover:not(:disabled)': { backgroundColor: '$surfaceHover' },
  '&[data-state="open"]': { backgroundColor: '$surfaceHover' },
  variants: {
    tone: {
      primary: {
        backgroundColor: '$primary',
        borderColor: '$primary',
        color: '$onPrimary',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryHover' },
      },
      plain: {},
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const Count = styled('output', {
  color: '$textMuted',
  whiteSpace: 'nowrap',
});

export const ScrollArea = styled('div', {
  position: 'relative',
  overflow: 'auto',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$bg',
  '&:focus-visible': focusRing,
  variants: {
    variant: {
      default: { maxHeight: `${TABLE_MAX_HEIGHT}px` },
      recommendation: { maxHeight: `${RECOMMENDATION_TABLE_MAX_HEIGHT}px` },
      benchmark: { minHeight: `${BENCHMARK_TABLE_MIN_HEIGHT}px`, maxHeight: `${TABLE_MAX_HEIGHT}px` },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const Table = styled('table', {
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const Caption = styled('caption', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const HeaderCell = styled('th', {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: `${ROW_HEIGHT}px`,
  px: '$2',
  textAlign: 'start',
  fontWeight: '$semibold',
  py: '$1',
  backgroundColor: '$surface',
  borderBottom: '1px solid $borderStrong',
  // A header too long for its column wraps at spaces (never cut): two "Projected …" headers stay two names.
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
});

export const SortButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  maxWidth: '100%',
  cursor: 'pointer',
  borderRadius: '$1',
  fontWeight: '$semibold',
  '& > svg': { flexShrink: 0 },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});

// Body rows and cells are plain elements with precomputed classes (no styled component per cell): a scroll
// frame of a long table mounts a dozen rows of ten cells, and each styled wrapper would be one more component.
const bodyRow = css({
  height: `${ROW_HEIGHT}px`,
  '&:hover > td': { backgroundColor: '$surfaceHover' },
  '&[data-state="selected"] > td': { backgroundColor: '$primarySubtle' },
  '&[data-state="selected"] > td:first-child': { boxShadow: 'inset 3px 0 0 $colors$primary' },
  variants: {
    selectable: { true: { cursor: 'pointer' }, false: {} },
  },
});

const cell = css({
  height: `${ROW_HEIGHT}px`,
  px: '$2',
  borderBottom: '1px solid $border',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
});

const selectButton = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '20px',
  borderRadius: '$round',
  border: '2px solid $borderStrong',
  cursor: 'pointer',
  '&::after': { content: '""', size: '10px', borderRadius: '$round' },
  '&[aria-pressed="true"]': { borderColor: '$primary' },
  '&[aria-pressed="true"]::after': { backgroundColor: '$primary' },
  '&:focus-visible': focusRing,
});

/** Class names of body rows and cells, computed once. */
export const bodyClasses = {
  row: bodyRow({ selectable: false }).className,
  selectableRow: bodyRow({ selectable: true }).className,
  cellStart: cell({ align: 'start' }).className,
  cellEnd: cell({ align: 'end' }).className,
  selectButton: selectButton().className,
};

export const EmptyCell = styled('td', {
  height: `${ROW_HEIGHT * 4}px`,
  px: '$4',
  textAlign: 'center',
  color: '$textMuted',
  whiteSpace: 'normal',
});

export const PagingBar = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$3',
  color: '$text',
});

/** The page-size Select (design-system primitive) with its label beside the trigger, not above it. */
export const PageSize = styled('div', {
  '& > div': { flexDirection: 'row', alignItems: 'center', gap: '$2' },
  '& button': { minWidth: '84px' },
});

export const FilterContent = styled('div', {
  zIndex: '$popover',
  width: '340px',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'min(70vh, 560px)',
  overflow: 'auto',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$3',
  boxShadow: '$3',
  '&:focus-visible': focusRing,
});

export const FilterHeading = styled('h2', {
  margin: 0,
  fontSize: '$3',
  fontWeight: '$semibold',
});

export const Fieldset = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  '& > legend': { padding: 0, marginBottom: '$1', fontWeight: '$semibold' },
});

export const FieldRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
});

export const Field = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  '& > label': { color: '$textMuted', fontSize: '$1' },
});

export const Input = styled('input', {
  ...control,
  px: '$2',
  width: '100%',
  boxSizing: 'border-box',
});

export const Hint = styled('p', {
  margin: 0,
  color: '$textMuted',
  fontSize: '$1',
});

export const CheckList = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  maxHeight: '160px',
  overflow: 'auto',
  '& label': { display: 'flex', alignItems: 'center', gap: '$2', cursor: 'pointer' },
  '& input': { margin: 0, accentColor: '$colors$primary' },
  '& input:focus-visible': focusRing,
});

export const FilterActions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '$2',
});
