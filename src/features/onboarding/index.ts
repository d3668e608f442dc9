export { OnboardingPage } from './OnboardingPage/OnboardingPage.tsx';
export { OnboardingProgress } from './OnboardingProgress/OnboardingProgress.tsx';
export { WelcomePage } from './WelcomePage/WelcomePage.tsx';
