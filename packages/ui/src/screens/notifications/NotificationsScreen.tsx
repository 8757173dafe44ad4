import type { Notification, NotificationEvent } from '@havbruk/api';
import type { NotificationListSettings, NotificationSort, NotificationsStatus } from '@havbruk/machines';
import { useEffect, useRef } from 'react';
import { formatDate, formatNumber } from '../../format/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { Button } from '../../primitives/Button/index.ts';
import { MultiDropdown } from '../../primitives/Dropdown/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/index.ts';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { ViewScreen } from '../app/ViewScreen.tsx';

const Filters = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$4',
  '& > *': { minWidth: 200 },
});

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2' });

const SectionHeading = styled('h2', {
  margin: 0,
  fontSize: '$3',
  fontWeight: '$semibold',
  color: '$textMuted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

const Item = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '12px 1fr auto',
  alignItems: 'start',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceHover' },
  '&:focus-visible': focusRing,
  '&[data-state="unread"]': { borderColor: '$primary', backgroundColor: '$primarySubtle' },
  '&[aria-busy="true"]': { cursor: 'progress' },
});

const Dot = styled('span', {
  width: 10,
  height: 10,
  marginTop: 6,
  borderRadius: '50%',
  border: '2px solid $primary',
  '[data-state="unread"] > &': { backgroundColor: '$primary' },
});

const Body = styled('span', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });
const Headline = styled('span', { fontWeight: '$semibold' });
const Meta = styled('span', { color: '$textMuted', fontSize: '$2' });

const Footer = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  padding: '$3',
  color: '$textMuted',
});

const Alert = styled('p', { margin: 0, color: '$dangerText', fontWeight: '$medium' });

export interface NotificationFarm {
  id: string;
  name: string;
}

export interface NotificationsScreenProps {
  /** The machine's status: loading, failure, empty, list, fetchingMore or end (of the list). */
  status: NotificationsStatus;
  notifications: readonly Notification[];
  /** The list's settings (event types, farms, sort); empty lists mean all. */
  settings: Pick<NotificationListSettings, 'events' | 'farmIds' | 'sort'>;
  /** The umbrella organization's farms: the farm filter and the farm names of the notifications. */
  farms: readonly NotificationFarm[];
  /** Notifications whose read state is being saved (busy indicator). */
  busyIds?: readonly string[];
  /** A toggle was refused (rolled back), or the next page failed. */
  problem?: 'toggleFailed' | 'loadMoreFailed' | null;
  onSettingsChange: (settings: Partial<Pick<NotificationListSettings, 'events' | 'farmIds' | 'sort'>>) => void;
  onClearFilters: () => void;
  onLoadMore: () => void;
  onToggle: (id: string) => void;
  onRetry: () => void;
}

/** "PD confirmed 12.5 km away" or "Risk of lice changed from low to high". */
export function notificationText(notification: Notification, LL: TranslationFunctions, locale: 'en' | 'no'): string {
  const { doc } = notification;
  if (notification.event === 'risk-disease' && doc.change) {
    const level = (key: string) =>
      key === 'low' || key === 'moderate' || key === 'high'
        ? LL.notifications.level[key]()
        : LL.notifications.level.unknown();
    const type = notification.type;
    const typeName = type === 'lice' || type === 'pd' || type === 'ila' ? LL.notifications.type[type]() : type;
    return LL.notifications.riskChange({
      type: typeName,
      previous: level(doc.change.previous),
      current: level(doc.change.current),
    });
  }
  const disease = doc.disease?.strain
    ? `${doc.disease.type} (${doc.disease.strain})`
    : (doc.disease?.type ?? notification.type);
  const status = doc.severity === 'severe' ? LL.notifications.confirmed() : LL.notifications.suspected();
  if (!notification.distance) return LL.notifications.diseaseAtFarm({ disease, status });
  return LL.notifications.diseaseNearby({
    disease,
    status,
    distance: formatNumber(notification.distance, locale, { decimals: 1 }),
  });
}

interface Group {
  key: string;
  heading: string;
  values: Notification[];
}

function groupsOf(values: readonly Notification[], sort: NotificationSort, LL: TranslationFunctions): Group[] {
  if (sort === 'unread') {
    return [
      { key: 'unread', heading: LL.notifications.unreadHeading(), values: values.filter((value) => !value.isRead) },
      { key: 'read', heading: LL.notifications.readHeading(), values: values.filter((value) => value.isRead) },
    ].filter((group) => group.values.length > 0);
  }
  const groups: Group[] = [];
  for (const value of values) {
    const key = `${value.year}-${value.week}`;
    const last = groups.at(-1);
    if (last?.key === key) last.values.push(value);
    else groups.push({ key, heading: LL.notifications.week({ week: value.week, year: value.year }), values: [value] });
  }
  return groups;
}

/** Calls `onVisible` when the element scrolls into view (infinite scroll); the load-more button does the same. */
function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * `/notifications` (essentials): the umbrella organization's notifications grouped by week (or under unread and
 * read headers when sorted unread first), filtered by event type and farm, loaded page by page as the user
 * scrolls (or presses Load more). Clicking a notification toggles it read or unread with a busy indicator.
 */
export function NotificationsScreen({
  status,
  notifications,
  settings,
  farms,
  busyIds = [],
  problem = null,
  onSettingsChange,
  onClearFilters,
  onLoadMore,
  onToggle,
  onRetry,
}: NotificationsScreenProps) {
  const { LL, locale } = useI18n();
  const farmNames = new Map(farms.map((farm) => [farm.id, farm.name]));
  const hasFilters = settings.events.length > 0 || settings.farmIds.length > 0;
  const sentinel = useWhenVisible(onLoadMore, status === 'list' && problem !== 'loadMoreFailed');
  const eventOptions = [
    { value: 'disease-detected', label: LL.notifications.event['disease-detected']() },
    { value: 'risk-disease', label: LL.notifications.event['risk-disease']() },
  ];
  const farmOptions = farms.map((farm) => ({ value: farm.id, label: farm.name }));

  const filters = (
    <Filters role="group" aria-label={LL.notifications.filters()}>
      <MultiDropdown
        label={LL.notifications.eventFilter()}
        placeholder={LL.notifications.allEvents()}
        options={eventOptions}
        value={settings.events}
        onValueChange={(events) => onSettingsChange({ events: events as NotificationEvent[] })}
      />
      <MultiDropdown
        label={LL.notifications.farmFilter()}
        placeholder={LL.notifications.allFarms()}
        options={farmOptions}
        value={settings.farmIds}
        onValueChange={(farmIds) => onSettingsChange({ farmIds })}
      />
      <Select
        label={LL.notifications.sort()}
        options={[
          { value: 'newest', label: LL.notifications.newestFirst() },
          { value: 'unread', label: LL.notifications.unreadFirst() },
        ]}
        value={settings.sort}
        onValueChange={(value) => onSettingsChange({ sort: value as NotificationSort })}
      />
      {hasFilters ? (
        <Button variant="secondary" onClick={onClearFilters}>
          {LL.notifications.clearFilters()}
        </Button>
      ) : null}
    </Filters>
  );

  let content;
  if (status === 'loading') {
    content = (
      <List role="status" aria-label={LL.notifications.loading()} as="div">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="rect" height={64} />
        ))}
      </List>
    );
  } else if (status === 'failure') {
    content = (
      <EmptyState
        icon="alert"
        title={LL.notifications.loadFailed()}
        action={<Button onClick={onRetry}>{LL.notifications.retry()}</Button>}
      />
    );
  } else if (status === 'empty') {
    content = hasFilters ? (
      <EmptyState
        title={LL.empty.adjustFilters()}
        action={<Button onClick={onClearFilters}>{LL.notifications.clearFilters()}</Button>}
      />
    ) : (
      <EmptyState icon="bell" title={LL.notifications.empty()} description={LL.notifications.emptyText()} />
    );
  } else {
    content = (
      <>
        {groupsOf(notifications, settings.sort, LL).map((group) => (
          <Section key={group.key} aria-labelledby={`notifications-${group.key}`}>
            <SectionHeading id={`notifications-${group.key}`}>{group.heading}</SectionHeading>
            <List>
              {group.values.map((notification) => {
                const busy = busyIds.includes(notification.id);
                return (
                  <li key={notification.id}>
                    <Item
                      type="button"
                      data-state={notification.isRead ? 'read' : 'unread'}
                      aria-busy={busy || undefined}
                      onClick={() => {
                        if (!busy) onToggle(notification.id);
                      }}
                    >
                      <Dot aria-hidden />
                      <Body>
                        <VisuallyHidden>
                          {notification.isRead ? LL.notifications.read() : LL.notifications.unread()}:{' '}
                        </VisuallyHidden>
                        <Headline>{notificationText(notification, LL, locale)}</Headline>
                        <Meta>
                          {LL.notifications.event[notification.event]()} ·{' '}
                          {farmNames.get(notification.farmId) ?? notification.farmId} ·{' '}
                          {formatDate(notification.doc.date.slice(0, 10), locale)}
                        </Meta>
                        <VisuallyHidden>
                          {busy
                            ? LL.notifications.saving()
                            : notification.isRead
                              ? LL.notifications.markUnread()
                              : LL.notifications.markRead()}
                        </VisuallyHidden>
                      </Body>
                      {busy ? <Spinner decorative size="small" /> : <span />}
                    </Item>
                  </li>
                );
              })}
            </List>
          </Section>
        ))}
        <Footer ref={sentinel}>
          {status === 'fetchingMore' ? (
            <span role="status">
              <Spinner decorative size="small" /> {LL.notifications.loadingMore()}
            </span>
          ) : status === 'end' ? (
            <span>{LL.notifications.end()}</span>
          ) : (
            <Button variant="secondary" onClick={onLoadMore}>
              {LL.notifications.loadMore()}
            </Button>
          )}
        </Footer>
      </>
    );
  }

  return (
    <ViewScreen title={LL.notifications.title()}>
      {filters}
      {problem ? (
        <Alert role="alert">
          {problem === 'toggleFailed' ? LL.notifications.toggleFailed() : LL.notifications.loadMoreFailed()}
        </Alert>
      ) : null}
      <div aria-busy={status === 'loading' || status === 'fetchingMore'} data-state={status}>
        {content}
      </div>
    </ViewScreen>
  );
}
