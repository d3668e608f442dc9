import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DialogTrigger, Popover } from 'react-aria-components';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { usePopupOnMount } from '../../../ui/loadOnUse.ts';
import { SendMailAgainDocument } from '../vouchers.gql.ts';
import { type DeadMail, deadMailsQueryOptions, type Reconnect } from '../vouchers.queries.ts';
import * as styles from './NotificationBell.css.ts';

/**
 * The bell's panel once it is used (NotificationBell.tsx loads it: react-aria's DialogTrigger and
 * Popover): "You have failed vouchers" with a link to the integrations, and a "Reconnect" item per
 * connection whose grant expired or was revoked, linking to its page, and a "Send again" item per
 * mail the outbox gave up on (issue 44 item 2); else "no notifications".
 */
export function NotificationBellPopup({
  failed,
  reconnect,
  deadMails = [],
  companyId = null,
  label,
  children,
  onMount,
}: {
  failed: boolean;
  reconnect: readonly Reconnect[];
  deadMails?: readonly DeadMail[];
  companyId?: string | null;
  label: string;
  /** What the bell shows (the same as the stand-in's). */
  children: ReactNode;
  onMount: { open: boolean; focus: boolean };
}) {
  const { LL } = useI18nContext();
  const { isOpen: open, setOpen, trigger } = usePopupOnMount(onMount);
  // The panel closes when its link (or anything else) changes the page.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // (Not at mount: a bell pressed before this loaded opens here.)
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  // A link closes the panel itself: it may lead to the page already shown (no path change).
  const close = () => setOpen(false);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const sendAgain = async (mailId: string) => {
    const result = await mutation.run(SendMailAgainDocument, { mailId });
    setProblem(result.success ? null : result.error);
    await queryClient.invalidateQueries({ queryKey: deadMailsQueryOptions(companyId).queryKey });
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        ref={trigger}
        tone="ghost"
        size="sm"
        className={styles.trigger}
        aria-label={label}
        data-testid="notification-bell"
      >
        {children}
      </Button>
      {/* Without a Dialog inside, the popover is the dialog itself (with its dismiss buttons). */}
      <Popover
        placement="bottom end"
        className={`${styles.popover} ${styles.dialog}`}
        aria-label={LL.topBar.notifications()}
      >
        <h2 className={styles.heading}>{LL.topBar.notifications()}</h2>
        {reconnect.map((item) => (
          <div key={item.key} data-testid="bell-reconnect">
            <p className={styles.message}>{LL.topBar.reconnectNeeded({ name: item.name })}</p>
            <Link to="/integrations/$integration" params={{ integration: item.key }} onClick={close}>
              {LL.topBar.reconnect({ name: item.name })}
            </Link>
          </div>
        ))}
        {deadMails.map((mail) => (
          <div key={mail.id} data-testid="bell-dead-mail">
            <p className={styles.message}>
              {LL.topBar.deadMail({ subject: mail.subject, recipient: mail.recipient })}
            </p>
            <Button tone="secondary" size="sm" onPress={() => void sendAgain(mail.id)}>
              {LL.topBar.sendMailAgain()}
            </Button>
          </div>
        ))}
        {problem && (
          <p role="alert" className={styles.message}>
            {problem}
          </p>
        )}
        {failed && (
          <>
            <p className={styles.message}>{LL.topBar.failedVouchers()}</p>
            <Link to="/integrations" onClick={close}>
              {LL.topBar.seeFailedVouchers()}
            </Link>
          </>
        )}
        {!failed && reconnect.length === 0 && deadMails.length === 0 && (
          <p className={styles.empty}>{LL.topBar.noNotifications()}</p>
        )}
      </Popover>
    </DialogTrigger>
  );
}
