export { HistoryPage } from './HistoryPage/HistoryPage.tsx';
export { RecordHistory } from './HistoryPage/RecordHistory.tsx';
export { MenusPage } from './MenusPage/MenusPage.tsx';
export { VenueMenusPage } from './MenusPage/VenueMenusPage.tsx';
