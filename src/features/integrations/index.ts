export {
  IntegrationConfigsPage,
  IntegrationPage,
  IntegrationsPage,
} from './IntegrationsPage/IntegrationsPage.tsx';
