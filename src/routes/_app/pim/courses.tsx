import { createFileRoute } from '@tanstack/react-router';
import { coursesResource } from '../../../features/pim/courses.resource.tsx';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';

export const Route = createFileRoute('/_app/pim/courses')(pimRoute(coursesResource));
