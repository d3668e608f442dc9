import { useEffect, useRef, useState } from 'react';
import { LANGUAGE_NAMES } from '../../domain/locales.ts';
import { HOME_ANCHORS, type MarketingPage, marketingPath } from '../../domain/marketing.ts';
import { Icon, type IconName } from '../blocks/Icon.tsx';
import { Logo } from '../Logo.tsx';
import { useSite } from '../SiteContext.tsx';
import { container } from '../site.css.ts';
import * as styles from './Header.css.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { useDisclosure } from './useDisclosure.ts';

/** The Products dropdown, in the spec's order: POS, Handheld, Kitchen Display System, Tableside ordering. */
export const PRODUCT_PAGES: readonly { page: Exclude<MarketingPage, 'home'>; icon: IconName }[] = [
  { page: 'pos', icon: 'till' },
  { page: 'handheld', icon: 'handheld' },
  { page: 'kitchen', icon: 'kitchen' },
  { page: 'ordering', icon: 'qr' },
];

/** True once the page is scrolled by more than 0 px. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

function ProductLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t, prefix, page: current } = useSite();
  return (
    <>
      {PRODUCT_PAGES.map(({ page, icon }) => (
        <li key={page}>
          <a
            className={styles.panelLink}
            href={marketingPath(prefix, page)}
            aria-current={page === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Icon name={icon} className={styles.panelIcon} />
            <span className={styles.panelName}>{t.products[page].name()}</span>
            <span className={styles.panelDescription}>{t.products[page].description()}</span>
          </a>
        </li>
      ))}
    </>
  );
}

function ProductsMenu() {
  const { t } = useSite();
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={styles.disclosure} {...containerProps}>
      <button className={styles.navItem} {...buttonProps}>
        {t.header.products()}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <ul className={styles.panel} {...panelProps}>
        <ProductLinks />
      </ul>
    </div>
  );
}

function LanguageMenu({ pathname }: { pathname: string }) {
  const { t, language } = useSite();
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={styles.disclosure} {...containerProps}>
      <button
        className={styles.navItem}
        {...buttonProps}
        aria-label={t.language.current({ name: LANGUAGE_NAMES[language] })}
      >
        <Icon name="globe" size={20} />
        {LANGUAGE_NAMES[language]}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <div className={`${styles.panel} ${styles.panelEnd}`} {...panelProps}>
        <LanguageLinks pathname={pathname} />
      </div>
    </div>
  );
}

/** The slide-in menu of small screens: a modal <dialog> (focus stays inside, Escape closes it). */
function MobileMenu({ pathname }: { pathname: string }) {
  const { t, prefix } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();
  const home = marketingPath(prefix, 'home');
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A click on the backdrop (outside the panel) closes the menu, like Escape and the close button.
    const onClick = (event: MouseEvent) => {
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (event.target === dialog && !inside) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <button
        type="button"
        className={`${styles.menuButton} ${styles.mobileOnly}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={t.a11y.openMenu()}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <Icon name="menu" />
      </button>
      <dialog
        id="site-menu"
        ref={dialogRef}
        className={styles.drawer}
        aria-label={t.a11y.mainNavigation()}
        onClose={() => setOpen(false)}
      >
        <div className={styles.drawerHeader}>
          <span className={styles.logo}>
            <Logo />
          </span>
          <button type="button" className={styles.menuButton} aria-label={t.a11y.closeMenu()} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.drawerBody}>
          <nav aria-label={t.a11y.mainNavigation()}>
            <h2 className={styles.drawerHeading}>{t.header.products()}</h2>
            <ul className={styles.drawerList}>
              <ProductLinks onNavigate={close} />
            </ul>
            <ul className={styles.drawerList}>
              <li>
                <a
                  className={styles.languageLink}
                  href={`${home}#${HOME_ANCHORS.testimonials}`}
                  onClick={close}
                >
                  {t.header.testimonials()}
                </a>
              </li>
              <li>
                <a
                  className={styles.languageLink}
                  href={`${home}#${HOME_ANCHORS.integrations}`}
                  onClick={close}
                >
                  {t.header.integrations()}
                </a>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.drawerHeading}>{t.language.label()}</h2>
            <LanguageLinks pathname={pathname} />
          </div>
          <a className={styles.drawerLogin} href={`/${prefix}/login`}>
            {t.header.login()}
          </a>
        </div>
      </dialog>
    </>
  );
}

/**
 * Spec section 2, "Marketing header": fixed; white with a shadow once scrolled; Products dropdown,
 * Testimonials, Integrations, language selector and Log in; a slide-in menu below 768 px.
 */
export function Header() {
  const { t, prefix, page } = useSite();
  const scrolled = useScrolled();
  const home = marketingPath(prefix, 'home');
  const pathname = marketingPath(prefix, page);
  return (
    <header className={styles.header} data-scrolled={scrolled ? '' : undefined}>
      <div className={`${container} ${styles.bar}`}>
        <a className={styles.logo} href={home} aria-label={t.a11y.home()}>
          <Logo />
        </a>
        <nav aria-label={t.a11y.mainNavigation()} className={styles.desktopOnly}>
          <ul className={styles.navList}>
            <li>
              <ProductsMenu />
            </li>
            <li>
              <a className={styles.navItem} href={`${home}#${HOME_ANCHORS.testimonials}`}>
                {t.header.testimonials()}
              </a>
            </li>
            <li>
              <a className={styles.navItem} href={`${home}#${HOME_ANCHORS.integrations}`}>
                {t.header.integrations()}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.desktopOnly}>
          <LanguageMenu pathname={pathname} />
        </div>
        <a className={styles.loginLink} href={`/${prefix}/login`}>
          {t.header.login()}
        </a>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
