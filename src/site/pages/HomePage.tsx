import { HOME_ANCHORS, marketingPath } from '../../domain/marketing.ts';
import { FeatureGrid, texts } from '../blocks/FeatureGrid.tsx';
import { Hero } from '../blocks/Hero.tsx';
import { Icon } from '../blocks/Icon.tsx';
import { Section } from '../blocks/Section.tsx';
import { TESTIMONIAL_AUTHORS } from '../company.ts';
import { HomeIllustration } from '../illustrations/HomeIllustration.tsx';
import { useSite } from '../SiteContext.tsx';
import { container, section, sectionTitle } from '../site.css.ts';
import * as styles from './pages.css.ts';

const TESTIMONIALS = ['first', 'second', 'third'] as const;

/** `/{prefix}`: the all-in-one platform, the numbers, devices, testimonials, integrations, the company. */
export default function HomePage() {
  const { t, prefix } = useSite();
  const home = t.home;
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow()}
        title={home.hero.title()}
        lead={home.hero.lead()}
        primary={{ href: `/${prefix}/register`, label: t.cta.trial() }}
        secondary={{ href: marketingPath(prefix, 'pos'), label: t.cta.explore() }}
        note={t.cta.trialNote()}
        illustration={<HomeIllustration label={home.hero.illustration()} />}
      />
      <section className={styles.statsBand} aria-label={home.stats.label()}>
        <div className={container}>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{home.stats.trialLabel()}</dt>
              <dd className={styles.statValue}>{home.stats.trialValue()}</dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{home.stats.setupLabel()}</dt>
              <dd className={styles.statValue}>{home.stats.setupValue()}</dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{home.stats.revenueLabel()}</dt>
              <dd className={styles.statValue}>{home.stats.revenueValue()}</dd>
            </div>
          </dl>
        </div>
      </section>
      <Section id="platform" title={home.platform.title()} lead={home.platform.lead()} muted>
        <FeatureGrid
          features={[
            {
              key: 'pos',
              icon: 'till',
              title: home.platform.pos.title(),
              body: home.platform.pos.body(),
              link: { href: marketingPath(prefix, 'pos'), label: t.products.pos.name() },
            },
            {
              key: 'qr',
              icon: 'qr',
              title: home.platform.qr.title(),
              body: home.platform.qr.body(),
              link: { href: marketingPath(prefix, 'ordering'), label: t.products.ordering.name() },
            },
            {
              key: 'kiosk',
              icon: 'kiosk',
              title: home.platform.kiosk.title(),
              body: home.platform.kiosk.body(),
            },
            {
              key: 'kitchen',
              icon: 'kitchen',
              title: home.platform.kitchen.title(),
              body: home.platform.kitchen.body(),
              link: { href: marketingPath(prefix, 'kitchen'), label: t.products.kitchen.name() },
            },
            {
              key: 'handheld',
              icon: 'handheld',
              title: home.platform.handheld.title(),
              body: home.platform.handheld.body(),
              link: { href: marketingPath(prefix, 'handheld'), label: t.products.handheld.name() },
            },
          ]}
        />
      </Section>
      <section className={section} aria-labelledby="devices-title">
        <div className={`${container} ${styles.split}`}>
          <div>
            <h2 id="devices-title" className={sectionTitle}>
              {home.devices.title()}
            </h2>
            <p className={styles.bodyText}>{home.devices.body()}</p>
          </div>
          <ul className={styles.checks}>
            <li className={styles.check}>
              <Icon name="phone" className={styles.checkIcon} />
              {home.devices.ios()}
            </li>
            <li className={styles.check}>
              <Icon name="handheld" className={styles.checkIcon} />
              {home.devices.android()}
            </li>
            <li className={styles.check}>
              <Icon name="printer" className={styles.checkIcon} />
              {home.devices.printers()}
            </li>
          </ul>
        </div>
      </section>
      <Section
        id={HOME_ANCHORS.testimonials}
        title={home.testimonials.title()}
        lead={home.testimonials.lead()}
        muted
      >
        <ul className={styles.quotes}>
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className={styles.quote}>
                <blockquote className={styles.quoteBody}>
                  <p>
                    <span className={styles.quoteMark} aria-hidden="true">
                      “
                    </span>
                    {home.testimonials[key].body()}
                  </p>
                </blockquote>
                <figcaption>
                  <cite className={styles.quoteAuthor}>{TESTIMONIAL_AUTHORS[key]}</cite>
                  <span className={styles.quoteTitle}>{home.testimonials[key].title()}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id={HOME_ANCHORS.integrations}
        title={home.integrations.title()}
        lead={home.integrations.lead()}
      >
        <FeatureGrid
          columns={4}
          features={[
            { key: 'accounting', icon: 'invoice', ...texts(home.integrations.accounting) },
            { key: 'scheduling', icon: 'calendar', ...texts(home.integrations.scheduling) },
            { key: 'inventory', icon: 'box', ...texts(home.integrations.inventory) },
            { key: 'api', icon: 'code', ...texts(home.integrations.api) },
          ]}
        />
      </Section>
      <section className={section} aria-labelledby="company-title">
        <div className={`${container} ${styles.split}`}>
          <div>
            <h2 id="company-title" className={sectionTitle}>
              {home.company.title()}
            </h2>
            <p className={styles.bodyText}>{home.company.body()}</p>
          </div>
          <ul className={styles.checks}>
            <li className={styles.check}>
              <Icon name="pin" className={styles.checkIcon} />
              {home.company.stockholm()}
            </li>
            <li className={styles.check}>
              <Icon name="users" className={styles.checkIcon} />
              {home.company.norway()}
            </li>
            <li className={styles.check}>
              <Icon name="chat" className={styles.checkIcon} />
              {home.company.chat()}
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
