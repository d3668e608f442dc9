/** Orders and API keys (issue 18): the public surface for other features. */
export { ApiPage } from './ApiPage/ApiPage.tsx';
export { OrdersPage } from './OrdersPage/OrdersPage.tsx';
