/**
 * Onboarding's light public surface (docs/architecture.md, like `crud/crud.route.ts`): the top
 * bar's progress link on every signed-in page, without the barrel's onboarding screens and their
 * form controls.
 */
export { OnboardingProgress } from './OnboardingProgress/OnboardingProgress.tsx';
