import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export function NotFoundPage() {
  const { LL } = useI18nContext();
  return (
    <section className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'xxl' })}>
      <h1>{LL.notFound.title()}</h1>
      <p className={sprinkles({ color: 'muted' })}>{LL.notFound.body()}</p>
      <Link to="/">{LL.notFound.home()}</Link>
    </section>
  );
}
