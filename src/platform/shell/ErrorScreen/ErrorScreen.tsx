import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { logger } from '../../../graphql/logger.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { pathOf } from '../../navigation.ts';
import * as styles from '../shell.css.ts';

export interface ErrorScreenProps {
  error: unknown;
  /** Outside the shell (the shell itself failed): fill the page. */
  fullPage?: boolean;
  /** Shows the error text; by default only in development (spec section 2, Error screen). */
  showDetails?: boolean;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec section 2, Error screen, and section 8: shown on a render error; the error is logged as
 * "General error" with its message. "Try again" reloads the page.
 */
export function ErrorScreen({ error, fullPage, showDetails = import.meta.env.DEV }: ErrorScreenProps) {
  const { LL } = useI18nContext();
  useEffect(() => {
    logger.error('General error', { message: messageOf(error) });
  }, [error]);
  const content = (
    <section className={styles.messagePage} role="alert">
      <h1>{LL.errorScreen.title()}</h1>
      <p className={styles.body}>{LL.errorScreen.body()}</p>
      {showDetails && (
        <details className={styles.detailsBox}>
          <summary>{LL.errorScreen.details()}</summary>
          <pre className={styles.details}>
            {error instanceof Error && error.stack ? error.stack : messageOf(error)}
          </pre>
        </details>
      )}
      <div className={styles.actions}>
        <Button onPress={() => window.location.reload()}>{LL.errorScreen.retry()}</Button>
        {fullPage ? (
          <a href={pathOf('support')}>{LL.errorScreen.contactSupport()}</a>
        ) : (
          <Link to={pathOf('support')}>{LL.errorScreen.contactSupport()}</Link>
        )}
      </div>
    </section>
  );
  return fullPage ? <main className={styles.fullPage}>{content}</main> : content;
}
