export { NotificationsScreen, notificationText } from './NotificationsScreen.tsx';
export type { NotificationFarm, NotificationsScreenProps } from './NotificationsScreen.tsx';
