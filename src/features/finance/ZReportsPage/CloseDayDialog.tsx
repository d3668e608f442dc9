import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lastCompleteDay, rangeCloseOffer } from '../../../domain/dayClose.ts';
import { AppError } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { mutation } from '../../shell/index.ts';
import { CloseDayDocument, CloseDaysDocument } from '../finance.gql.ts';
import { financeKeys } from '../finance.queries.ts';
import { dayClosePreviewQueryOptions } from '../zReports.queries.ts';
import * as styles from './CloseDayDialog.css.ts';

/** A YYYY-MM-DD accounting day written out in the reader's language ("Monday 30 November 2026"). */
export function longDay(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A refused close in words: the server's reasons for its fields, not "check the highlighted fields". */
function refusalOf(error: unknown): string {
  if (error instanceof AppError && error.fieldErrors.length)
    return error.fieldErrors.map((problem) => problem.message).join(' ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Closing a day asks first (issue 41): the dialog names the day and the venue and shows what its
 * Z-report will hold (sales, open orders, totals), read from the server; the day it closes is the
 * one shown, sent explicitly. Without a chosen day it is the day a close can take next: the oldest
 * open day with sales when one is left behind (days close in order, issue 40), else the last
 * complete accounting day. A day that cannot be closed yet says why, and cannot be confirmed;
 * when an earlier open day with sales holds it back, the act offered is closing every open day up
 * to it in one call (`closeDays`, issue 40 item 3).
 */
export function CloseDayDialog({
  venueId,
  accountingDate,
  money,
  onDone,
}: {
  venueId: string;
  /** The day picked on the page, or null for the last complete one. */
  accountingDate: string | null;
  money: (minor: number) => string;
  onDone: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.finance.zReports;
  const queryClient = useQueryClient();
  const preview = useQuery(dayClosePreviewQueryOptions(venueId, accountingDate));
  const day = preview.data;
  const problem = day?.closeProblem ?? null;
  // Held back by an earlier open day: the act becomes closing every open day up to this one.
  const range = day ? rangeCloseOffer(day) : null;
  const title = day
    ? t.closeTitle({ date: longDay(day.accountingDate, locale), venue: day.venueName })
    : t.closeDay();
  return (
    <ConfirmDialog
      isOpen
      onCancel={onDone}
      title={title}
      confirmLabel={
        range ? t.closeAllUpTo({ count: range.days, date: longDay(range.to, locale) }) : t.confirmClose()
      }
      isConfirmDisabled={!day || day.closedNumber !== null || (problem !== null && !range)}
      onConfirm={async () => {
        if (!day) return null;
        let numbers: number[];
        try {
          numbers = range
            ? (
                await mutation.send(CloseDaysDocument, { venueId, from: range.from, to: range.to })
              ).closeDays.map((z) => z.number)
            : [
                (await mutation.send(CloseDayDocument, { venueId, accountingDate: day.accountingDate }))
                  .closeDay.number,
              ];
        } catch (error) {
          // Closed meanwhile (the automatic close, a till): the preview says what holds now.
          await queryClient.invalidateQueries({ queryKey: financeKeys.all });
          return refusalOf(error);
        }
        const [first, last] = [numbers[0], numbers.at(-1)];
        if (first !== undefined && last !== undefined)
          showToast({
            type: 'success',
            title: first !== last ? t.closedRange({ first, last }) : t.closed({ number: first }),
          });
        await queryClient.invalidateQueries({ queryKey: financeKeys.all });
        onDone();
        return null;
      }}
    >
      {preview.isError && (
        <p role="alert" className={styles.warning}>
          {preview.error.message}
        </p>
      )}
      {!day && !preview.isError && <p aria-live="polite">{LL.app.loading()}</p>}
      {day && (
        <>
          <p>{t.closeLead()}</p>
          <dl className={styles.figures} data-testid="close-day-preview">
            <dt className={styles.term}>{t.previewSales()}</dt>
            <dd className={styles.figure}>{day.sales}</dd>
            <dt className={styles.term}>{t.previewOpenOrders()}</dt>
            <dd className={styles.figure}>{day.openOrders}</dd>
            <dt className={styles.term}>{t.previewNet()}</dt>
            <dd className={styles.figure}>{money(day.net)}</dd>
            <dt className={styles.term}>{t.previewVat()}</dt>
            <dd className={styles.figure}>{money(day.vat)}</dd>
            <dt className={styles.term}>{t.previewGross()}</dt>
            <dd className={styles.figure}>{money(day.gross)}</dd>
            <dt className={styles.term}>{t.previewReturns()}</dt>
            <dd className={styles.figure}>{money(day.returns)}</dd>
          </dl>
          {day.closedNumber !== null && (
            <p className={styles.warning}>{t.alreadyClosedAs({ number: day.closedNumber })}</p>
          )}
          {problem && (
            <p className={styles.warning}>
              {problem.code === 'earlierDayOpen'
                ? LL.finance.errors.earlierDayOpen({ date: longDay(problem.date, locale) })
                : LL.finance.errors.beforeLastClosed({ date: longDay(problem.date, locale) })}
            </p>
          )}
          {accountingDate === null &&
            day.closedNumber === null &&
            !problem &&
            day.accountingDate < lastCompleteDay(day.today) && <p>{t.oldestOpenDay()}</p>}
          {day.closedNumber === null && day.accountingDate >= day.today && (
            <p className={styles.warning}>{t.dayStillOpen()}</p>
          )}
          {day.closedNumber === null && day.openOrders > 0 && (
            <p className={styles.warning}>{t.openOrdersWarning({ count: day.openOrders })}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
