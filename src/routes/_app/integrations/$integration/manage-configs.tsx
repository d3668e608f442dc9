import { createFileRoute } from '@tanstack/react-router';
import { IntegrationConfigsPage } from '../../../../features/integrations/IntegrationsPage/IntegrationsPage.tsx';

export const Route = createFileRoute('/_app/integrations/$integration/manage-configs')({
  component: function IntegrationConfigsRoute() {
    const { integration } = Route.useParams();
    return <IntegrationConfigsPage integration={integration} />;
  },
});
