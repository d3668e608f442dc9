import type { ErrorComponentProps } from '@tanstack/react-router';
import { AppError } from '../../../graphql/client.ts';
import { AccessDeniedPage } from '../AccessDenied/AccessDeniedPage.tsx';
import { AccessDeniedError } from '../AccessDenied/accessDenied.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

export function isAccessDenied(error: unknown): boolean {
  return error instanceof AccessDeniedError || (error instanceof AppError && error.code === 'FORBIDDEN');
}

/** A page's error inside the shell: Access Denied for a refusal (spec section 8), else the error screen. */
export function RouteError({ error }: ErrorComponentProps) {
  return isAccessDenied(error) ? <AccessDeniedPage /> : <ErrorScreen error={error} />;
}
