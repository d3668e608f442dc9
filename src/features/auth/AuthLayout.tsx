import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { loginStyles as styles } from '../../platform/session/index.ts';

/** The centred card that login, sign-up and the account pages share. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { LL } = useI18nContext();
  return (
    <main className={styles.page}>
      <div className={styles.card} style={wide ? { maxInlineSize: '40rem' } : undefined}>
        <div>
          <div className={styles.brand} aria-hidden="true">
            {LL.app.name()}
          </div>
          <h1>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}

export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={tone === 'error' ? styles.alert : styles.info}
    >
      {children}
    </div>
  );
}
