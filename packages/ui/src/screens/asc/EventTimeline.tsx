import { formatDate } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';

const List = styled('ol', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderLeft: '2px solid $border',
  marginLeft: '$2',
});
const Item = styled('li', {
  position: 'relative',
  padding: '0 0 $3 $4',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '$round',
    backgroundColor: '$surfaceRaised',
    border: '2px solid $primary',
  },
  '&:last-child': { paddingBottom: 0 },
});
const When = styled('time', { display: 'block', fontSize: '$1', color: '$textMuted', fontWeight: '$semibold' });
const Empty = styled('p', { color: '$textMuted' });

export interface TimelineEvent {
  /** ISO day. */
  date: string;
  text: string;
}

/** Dated events as a vertical timeline, newest first (wildlife interactions, escapes). */
export function EventTimeline({
  label,
  events,
  emptyLabel,
}: {
  label: string;
  events: TimelineEvent[];
  emptyLabel: string;
}) {
  const { locale } = useI18n();
  if (events.length === 0) return <Empty data-state="empty">{emptyLabel}</Empty>;
  const newestFirst = [...events].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <List aria-label={label}>
      {newestFirst.map((event, index) => (
        <Item key={`${event.date}-${index}`}>
          <When dateTime={event.date}>{formatDate(event.date, locale)}</When>
          {event.text}
        </Item>
      ))}
    </List>
  );
}
