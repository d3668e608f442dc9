import type { ReactNode } from 'react';
import { container, primaryLink, secondaryLink } from '../site.css.ts';
import * as styles from './blocks.css.ts';

export interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  primary: { href: string; label: string };
  secondary?: { href: string; label: string };
  note?: string;
  illustration: ReactNode;
}

/** The top of every marketing page: its one h1 (the largest paint) and the page's illustration. */
export function Hero({ eyebrow, title, lead, primary, secondary, note, illustration }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`${container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={styles.heroTitle}>
            {title}
          </h1>
          <p className={styles.heroLead}>{lead}</p>
          <div className={styles.actions}>
            <a className={primaryLink} href={primary.href}>
              {primary.label}
            </a>
            {secondary ? (
              <a className={secondaryLink} href={secondary.href}>
                {secondary.label}
              </a>
            ) : null}
          </div>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        <div>{illustration}</div>
      </div>
    </section>
  );
}
