import { createFileRoute } from '@tanstack/react-router';
import { messagesResource } from '../../../features/pim/messages.resource.tsx';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';

export const Route = createFileRoute('/_app/pim/messages')(pimRoute(messagesResource));
