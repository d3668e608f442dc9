import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../domain/locales.ts';
import { isThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../../domain/theme.ts';
import { supportChat } from '../../../features/support/index.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { setThemeChoice, useThemeChoice } from '../../../ui/colorTheme.ts';
import { usePopupOnMount } from '../../../ui/loadOnUse.ts';
import { showToast } from '../../../ui/toastHost.ts';
import { canOpen, type GateFacts, pathOf } from '../../navigation.ts';
import { useSwitchUiLanguage } from '../uiLanguage.ts';
import { useUnreadChangelog, WhatsNewDialog } from '../WhatsNew/WhatsNew.tsx';
import * as styles from './UserMenu.css.ts';

/**
 * The user menu once it is used (UserMenu.tsx loads it): Settings, What's new and Sign out (spec
 * section 2, User menu). Settings is hidden with an organization user list, and for users who may
 * not open the company settings. Signing out shuts the support chat down and clears both tokens.
 */
export function UserMenuPopup({
  facts,
  label,
  children,
  onMount,
}: {
  facts: GateFacts;
  label: string;
  /** What the trigger shows (the same as the stand-in's). */
  children: ReactNode;
  onMount: { open: boolean; focus: boolean };
}) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const switchLanguage = useSwitchUiLanguage();
  const { session } = useRouteContext({ from: '__root__' });
  const showSettings = !facts.hasOrganizationUserList && canOpen('company', facts);
  const unread = useUnreadChangelog();
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const { isOpen, setOpen, trigger } = usePopupOnMount(onMount);
  const themeChoice = useThemeChoice();
  const themeName: Record<ThemeChoice, string> = {
    system: LL.userMenu.themeSystem(),
    light: LL.userMenu.themeLight(),
    dark: LL.userMenu.themeDark(),
  };
  return (
    <>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button ref={trigger} className={styles.trigger} aria-label={label}>
          {children}
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu
            className={styles.menu}
            onAction={(key) => {
              if (key === 'settings') void navigate({ to: pathOf('company') });
              if (key === 'whatsNew') setWhatsNewOpen(true);
              const theme = String(key).replace(/^theme-/, '');
              if (String(key).startsWith('theme-') && isThemeChoice(theme)) setThemeChoice(theme);
              const language = String(key).replace(/^language-/, '');
              if (String(key).startsWith('language-') && isLanguage(language))
                void switchLanguage(language).then((stored) => {
                  if (!stored) showToast({ type: 'error', title: LL.userMenu.languageNotSaved() });
                });
              if (key === 'signOut') {
                supportChat.shutdown();
                session.send({ type: 'SIGN_OUT' });
              }
            }}
          >
            {showSettings && (
              <MenuItem id="settings" className={styles.item}>
                {LL.userMenu.settings()}
              </MenuItem>
            )}
            <MenuItem
              id="whatsNew"
              className={styles.item}
              textValue={LL.userMenu.whatsNew()}
              aria-label={unread > 0 ? LL.userMenu.whatsNewUnread({ count: unread }) : LL.userMenu.whatsNew()}
            >
              {/* The space keeps the visible text "What's new 4" inside the label (WCAG 2.5.3). */}
              {LL.userMenu.whatsNew()}{' '}
              {unread > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {unread}
                </span>
              )}
            </MenuItem>
            {/* The language switch (issue 41): each name in its own language, the current one checked. */}
            <MenuSection
              className={styles.section}
              selectionMode="single"
              selectedKeys={[`language-${locale}`]}
              aria-label={LL.userMenu.language()}
            >
              <Header className={styles.sectionHeader}>{LL.userMenu.language()}</Header>
              {LANGUAGES.map((language) => (
                <MenuItem
                  key={language}
                  id={`language-${language}`}
                  className={styles.item}
                  textValue={LANGUAGE_NAMES[language]}
                >
                  {({ isSelected }) => (
                    <>
                      <span className={styles.check} aria-hidden="true">
                        {isSelected ? '✓' : ''}
                      </span>
                      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
                    </>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
            {/* The colour theme (issue 47 item 10): per browser, System follows the device. */}
            <MenuSection
              className={styles.section}
              selectionMode="single"
              selectedKeys={[`theme-${themeChoice}`]}
              aria-label={LL.userMenu.theme()}
            >
              <Header className={styles.sectionHeader}>{LL.userMenu.theme()}</Header>
              {THEME_CHOICES.map((choice) => (
                <MenuItem
                  key={choice}
                  id={`theme-${choice}`}
                  className={styles.item}
                  textValue={themeName[choice]}
                >
                  {({ isSelected }) => (
                    <>
                      <span className={styles.check} aria-hidden="true">
                        {isSelected ? '✓' : ''}
                      </span>
                      {themeName[choice]}
                    </>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuItem id="signOut" className={styles.item}>
              {LL.userMenu.signOut()}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <WhatsNewDialog isOpen={whatsNewOpen} onOpenChange={setWhatsNewOpen} />
    </>
  );
}
