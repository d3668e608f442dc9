import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { canOpen, type GateFacts, pathOf } from '../../navigation.ts';
import { supportChat } from '../../support/index.ts';
import { useUnreadChangelog, WhatsNewDialog } from '../WhatsNew/WhatsNew.tsx';
import * as styles from './UserMenu.css.ts';

type Metadata = GetUserMetadataQuery['userMetadata'];

export function initialsOf(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/**
 * Initials, full name and company; Settings and Sign out (spec section 2, User menu). Settings is
 * hidden with an organization user list, and for users who may not open the company settings.
 * Signing out shuts the support chat down and clears both tokens.
 */
export function UserMenu({ metadata, facts }: { metadata: Metadata; facts: GateFacts }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  const fullName = `${metadata.userFirstName} ${metadata.userLastName}`.trim();
  const showSettings = !facts.hasOrganizationUserList && canOpen('company', facts);
  const unread = useUnreadChangelog();
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  return (
    <>
      <MenuTrigger>
        <Button className={styles.trigger} aria-label={LL.userMenu.label({ name: fullName })}>
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(metadata.userFirstName, metadata.userLastName)}
          </span>
          <span className={styles.names}>
            <span>{fullName}</span>
            <span className={styles.company}>{metadata.companyName}</span>
          </span>
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu
            className={styles.menu}
            onAction={(key) => {
              if (key === 'settings') void navigate({ to: pathOf('company') });
              if (key === 'whatsNew') setWhatsNewOpen(true);
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
              {LL.userMenu.whatsNew()}
              {unread > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {unread}
                </span>
              )}
            </MenuItem>
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
