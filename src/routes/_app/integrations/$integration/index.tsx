import { createFileRoute } from '@tanstack/react-router';
import { IntegrationPage } from '../../../../features/integrations/IntegrationsPage/IntegrationsPage.tsx';

export const Route = createFileRoute('/_app/integrations/$integration/')({
  component: function IntegrationRoute() {
    const { integration } = Route.useParams();
    return <IntegrationPage integration={integration} />;
  },
});
