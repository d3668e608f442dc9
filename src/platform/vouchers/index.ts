export { type BellVenue, NotificationBell } from './NotificationBell/NotificationBell.tsx';
