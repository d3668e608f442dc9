/** Payments-only companies (issue 20 item 6, issue 24 item 1): the public surface for routes. */
export { PayoutsPage } from './PaymentsPages/PayoutsPage.tsx';
export { ReportsPage } from './PaymentsPages/ReportsPage.tsx';
export { TransactionsPage } from './PaymentsPages/TransactionsPage.tsx';
