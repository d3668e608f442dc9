import { defineArea } from '../api/area.ts';
import * as onboarding from './onboarding.graphql.ts';

/** The onboarding wizard and its product library (issue 22). */
export const onboardingArea = defineArea({ name: 'onboarding', graphql: { onboarding } });
