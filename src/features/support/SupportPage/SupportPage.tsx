import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { SUPPORT_EMAIL } from '../../../site/company.ts';
import { Button } from '../../../ui/Button.tsx';
import { supportChat } from '../supportChat.ts';
import * as styles from './SupportPage.css.ts';

/** /support: how to reach us. Works without the chat widget (spec section 2, issue 5). */
export function SupportPage() {
  const { LL } = useI18nContext();
  return (
    <section className={styles.page}>
      <h1>{LL.support.title()}</h1>
      <p className={styles.intro}>{LL.support.intro()}</p>
      <div className={styles.grid}>
        <article className={styles.card}>
          <h2>{LL.support.emailTitle()}</h2>
          <p className={styles.muted}>{LL.support.emailBody()}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </article>
        <article className={styles.card}>
          <h2>{LL.support.chatTitle()}</h2>
          {supportChat.enabled ? (
            <>
              <p className={styles.muted}>{LL.support.chatBody()}</p>
              <Button tone="secondary" onPress={() => supportChat.show()}>
                {LL.support.chatOpen()}
              </Button>
            </>
          ) : (
            <p className={styles.muted}>{LL.support.chatOff()}</p>
          )}
        </article>
        <article className={styles.card} aria-labelledby="support-keyboard">
          <h2 id="support-keyboard">{LL.support.keyboardTitle()}</h2>
          <ul className={styles.muted}>
            <li>{LL.support.keyboardSearch()}</li>
            <li>{LL.support.keyboardNotifications()}</li>
            <li>{LL.support.keyboardEscape()}</li>
          </ul>
        </article>
      </div>
    </section>
  );
}
