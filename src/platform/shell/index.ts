/** The app frame's public surface for the areas (docs/architecture.md). */

export { type MutationResult, type MutationWrapper, mutation } from '../../graphql/mutation.ts';
export { revokeTokens } from './logout.ts';
export { PulsingLogo } from './PulsingLogo/PulsingLogo.tsx';
export { grantOffersQueryOptions } from './shell.queries.ts';
export { useVenueSelection } from './venueSelection.tsx';
