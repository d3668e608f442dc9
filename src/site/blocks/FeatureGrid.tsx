import * as styles from './blocks.css.ts';
import { Icon, type IconName } from './Icon.tsx';

export interface Feature {
  key: string;
  icon: IconName;
  title: string;
  body: string;
  link?: { href: string; label: string };
}

/** A list of features as cards: icon, title (h3) and one or two sentences. */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 3 | 4 }) {
  return (
    <ul className={`${styles.grid} ${columns === 4 ? styles.gridFour : ''}`}>
      {features.map((feature) => (
        <li key={feature.key} className={styles.card}>
          <span className={styles.cardIcon}>
            <Icon name={feature.icon} />
          </span>
          <h3 className={styles.cardTitle}>{feature.title}</h3>
          <p className={styles.cardBody}>{feature.body}</p>
          {feature.link ? (
            <a className={styles.cardLink} href={feature.link.href}>
              {feature.link.label}
              <Icon name="arrow" size={16} className={styles.mirrored} />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The title and body of a dictionary entry, for a `Feature`. */
export function texts(entry: { title: () => string; body: () => string }): { title: string; body: string } {
  return { title: entry.title(), body: entry.body() };
}
