/**
 * The shell's light public surface (docs/architecture.md, like `crud/crud.route.ts`): what public
 * pages and route options need without the barrel, whose venue selection brings XState along.
 */
export { PulsingLogo } from './PulsingLogo/PulsingLogo.tsx';
