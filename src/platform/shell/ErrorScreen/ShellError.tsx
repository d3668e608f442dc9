import type { ErrorComponentProps } from '@tanstack/react-router';
import type { Language } from '../../../domain/locales.ts';
import { AccessDeniedPage } from '../AccessDenied/AccessDeniedPage.tsx';
import { AccessDeniedError } from '../AccessDenied/accessDenied.ts';
import { Shell } from '../Shell/Shell.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The signed-in layout's error: Access Denied inside the shell, or the full-page error screen. */
export function ShellError({ error, language }: ErrorComponentProps & { language: Language }) {
  if (error instanceof AccessDeniedError) {
    return (
      <Shell language={language}>
        <AccessDeniedPage />
      </Shell>
    );
  }
  return <ErrorScreen error={error} fullPage />;
}
