import { useEffect, useState } from 'react';
import { FOOTER_CTA_EVENT, HOME_ANCHORS, marketingPath } from '../../domain/marketing.ts';
import { trackEvent } from '../browser.ts';
import { POSTAL_ADDRESS, SOCIAL_LINKS, SUPPORT_EMAIL } from '../company.ts';
import { PRODUCT_PAGES } from '../Header/Header.tsx';
import { Logo } from '../Logo.tsx';
import { useSite } from '../SiteContext.tsx';
import { container } from '../site.css.ts';
import * as styles from './Footer.css.ts';
import { SocialIcon } from './SocialIcon.tsx';

/**
 * The year the page was rendered with, then the visitor's current year: the prerendered HTML is
 * written at build time, so the copyright line is brought up to date after hydration.
 */
function useCurrentYear(renderedYear: number): number {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/**
 * Spec section 2, "Marketing footer": a call to action to /register that sends the analytics event
 * get-started-footer, social links, the copyright line with the current year, the postal address
 * and the support email.
 */
export function Footer({ renderedYear }: { renderedYear: number }) {
  const { t, prefix } = useSite();
  const year = useCurrentYear(renderedYear);
  const home = marketingPath(prefix, 'home');
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <section className={styles.cta} aria-labelledby="footer-cta-title">
          <div>
            <h2 id="footer-cta-title" className={styles.ctaTitle}>
              {t.footer.ctaTitle()}
            </h2>
            <p className={styles.ctaBody}>{t.footer.ctaBody()}</p>
          </div>
          <a
            className={styles.ctaLink}
            href={`/${prefix}/register`}
            onClick={() => trackEvent(FOOTER_CTA_EVENT)}
          >
            {t.footer.cta()}
          </a>
        </section>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>
              <Logo />
            </p>
            <h2 className={`${styles.columnTitle} ${styles.socialTitle}`}>{t.footer.socialTitle()}</h2>
            <ul className={styles.social}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.network}>
                  <a
                    className={styles.socialLink}
                    href={link.href}
                    rel="noopener"
                    aria-label={t.footer.social({ network: link.network })}
                  >
                    <SocialIcon mark={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t.footer.productsTitle()}>
            <h2 className={styles.columnTitle}>{t.footer.productsTitle()}</h2>
            <ul className={styles.list}>
              {PRODUCT_PAGES.map(({ page }) => (
                <li key={page}>
                  <a className={styles.link} href={marketingPath(prefix, page)}>
                    {t.products[page].name()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t.footer.companyTitle()}>
            <h2 className={styles.columnTitle}>{t.footer.companyTitle()}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={`${home}#${HOME_ANCHORS.testimonials}`}>
                  {t.header.testimonials()}
                </a>
              </li>
              <li>
                <a className={styles.link} href={`${home}#${HOME_ANCHORS.integrations}`}>
                  {t.header.integrations()}
                </a>
              </li>
              <li>
                <a className={styles.link} href={`/${prefix}/login`}>
                  {t.header.login()}
                </a>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.columnTitle}>{t.footer.contactTitle()}</h2>
            <address className={styles.address}>
              {/* <bdi>: Latin address lines keep their order inside Arabic text. */}
              <span>
                <bdi>{POSTAL_ADDRESS.company}</bdi>
              </span>
              <span>
                <bdi>{POSTAL_ADDRESS.street}</bdi>
              </span>
              <span>
                <bdi>{`${POSTAL_ADDRESS.postcode} ${POSTAL_ADDRESS.city}`}</bdi>
              </span>
              <span>{t.footer.country()}</span>
              <a className={`${styles.link} ${styles.email}`} href={`mailto:${SUPPORT_EMAIL}`}>
                {t.footer.supportEmail({ email: SUPPORT_EMAIL })}
              </a>
            </address>
          </div>
        </div>
        <p className={styles.bottom}>{t.footer.copyright({ year })}</p>
      </div>
    </footer>
  );
}
