import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import type { PageKey } from '../../navigation.ts';

/** A back-office page that a later release fills in: says so plainly, inside the shell. */
export function ComingSoon({ page }: { page: PageKey }) {
  const { LL } = useI18nContext();
  return (
    <section
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      data-testid="coming-soon"
    >
      <p className={sprinkles({ color: 'brand', fontWeight: 'bold', fontSize: 'sm' })}>
        {LL.comingSoon.label()}
      </p>
      <h1>{LL.pages[page]()}</h1>
      <p className={sprinkles({ color: 'muted' })}>{LL.comingSoon.body()}</p>
    </section>
  );
}
