import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useFormats } from '../../formats/index.ts';
import { MarkChangelogReadDocument } from '../shell.gql.ts';
import { changelogQueryOptions } from '../shell.queries.ts';
import * as styles from './WhatsNew.css.ts';

/** The unread count for the user menu's "What's new" item (0 while loading or on failure). */
export function useUnreadChangelog(): number {
  const { data } = useQuery(changelogQueryOptions());
  return data?.unreadCount ?? 0;
}

/** The list, newest first; opening it marks everything read (per user, on the server). */
export function WhatsNewDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { LL } = useI18nContext();
  const { date } = useFormats();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...changelogQueryOptions(), enabled: isOpen });
  const unread = data?.unreadCount ?? 0;
  useEffect(() => {
    if (!isOpen || unread === 0) return;
    void mutation.run(MarkChangelogReadDocument).then((result) => {
      // The dots stay for this opening; the count goes.
      if (result.success)
        queryClient.setQueryData(changelogQueryOptions().queryKey, (old) =>
          old ? { ...old, unreadCount: 0 } : old,
        );
    });
  }, [isOpen, unread, queryClient]);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={LL.userMenu.whatsNew()}>
      {data && data.items.length === 0 ? <p>{LL.userMenu.whatsNewEmpty()}</p> : null}
      <ol className={styles.list}>
        {data?.items.map((entry) => (
          <li key={entry.id} className={styles.entry} data-unread={entry.unread || undefined}>
            <h3 className={styles.title}>{entry.title}</h3>
            <time className={styles.date} dateTime={entry.publishedAt}>
              {date(entry.publishedAt)}
            </time>
            <p className={styles.body}>{entry.body}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
