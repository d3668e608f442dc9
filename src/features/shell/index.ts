/** The app frame's public surface for the areas (docs/architecture.md). */
export { revokeTokens } from './logout.ts';
export { type MutationResult, type MutationWrapper, mutation } from './mutation.ts';
export { PulsingLogo } from './PulsingLogo/PulsingLogo.tsx';
export { grantOffersQueryOptions } from './shell.queries.ts';
export { useVenueSelection } from './venueSelection.tsx';
