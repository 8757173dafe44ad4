import type { BaseTranslation } from '../../i18n-types';

/**
 * Texts of the notifications screen and of the notification settings (event and type names are shared by both;
 * add keys here and in ../../no/notifications/index.ts).
 */
const en_notifications: BaseTranslation = {
  title: 'Notifications',
  list: 'Notifications',
  event: {
    'disease-detected': 'Disease detected',
    'risk-disease': 'Risk change',
    'weekly-report': 'Weekly alert email',
  },
  type: {
    lice: 'Lice',
    pd: 'PD',
    ila: 'ILA',
    email: 'Weekly summary by email',
  },
  level: {
    low: 'low',
    moderate: 'moderate',
    high: 'high',
    unknown: 'unknown',
  },
  diseaseAtFarm: '{disease:string} {status:string} at the farm',
  diseaseNearby: '{disease:string} {status:string} {distance:string} km away',
  confirmed: 'confirmed',
  suspected: 'suspected',
  riskChange: '{type:string}: risk changed from {previous:string} to {current:string}',
  week: 'Week {week:number}, {year:number}',
  unreadHeading: 'Unread',
  readHeading: 'Read',
  unread: 'Unread',
  read: 'Read',
  markRead: 'Click to mark as read',
  markUnread: 'Click to mark as unread',
  saving: 'Saving …',
  filters: 'Filters',
  eventFilter: 'Event type',
  allEvents: 'All event types',
  farmFilter: 'Farm',
  allFarms: 'All farms',
  clearFilters: 'Clear filters',
  sort: 'Sort',
  newestFirst: 'Newest first',
  unreadFirst: 'Unread first',
  loading: 'Loading notifications …',
  empty: 'No notifications yet',
  emptyText: 'You will be notified here when a disease is detected near your farms or a risk level changes.',
  loadMore: 'Load more',
  loadingMore: 'Loading more notifications …',
  end: 'You have seen all notifications.',
  loadFailed: 'The notifications could not be loaded.',
  loadMoreFailed: 'More notifications could not be loaded. Try again.',
  toggleFailed: 'The notification could not be updated. It is back as it was.',
  retry: 'Try again',
  distance: 'Distance',
  distanceUnit: 'km',
};

export default en_notifications;
