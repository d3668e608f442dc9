import type { NavKey } from '../../../domain/navigation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/** A back-office area that a later release fills in: says so plainly, inside the shell. */
export function ComingSoon({ area }: { area: NavKey }) {
  const { LL } = useI18nContext();
  return (
    <section className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      <h1>{LL.nav[area]()}</h1>
      <p className={sprinkles({ color: 'muted' })}>{LL.comingSoon.body()}</p>
    </section>
  );
}
