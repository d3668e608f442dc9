import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { validateResourceSearch } from '../../crud/crud.route.ts';

/** The options every staff list-and-edit route shares (see pimRoute.ts for why loaders stay inline). */
export const staffRouteOptions = { validateSearch: validateResourceSearch, pendingComponent: TableSkeleton };
