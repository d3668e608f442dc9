import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lastCompleteDay, rangeCloseOffer } from '../../../domain/dayClose.ts';
import { AppError } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Select } from '../../../ui/Select.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CloseDayDocument, CloseDaysDocument } from '../finance.gql.ts';
import { financeKeys } from '../finance.queries.ts';
import { dayClosePreviewQueryOptions } from '../zReports.queries.ts';
import * as styles from './CloseDayDialog.css.ts';

/** The choice of book in the dialog that stands for the venue's sales without a register. */
const WHOLE_VENUE = 'venue';

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
 * to it in one call (`closeDays`, issue 40 item 3). A venue with registers (its registered devices)
 * closes each register's days on their own (issue 40 item 3, "one Z per register and day"): the
 * dialog then asks for the book, the whole venue (sales without a register) or one register, and
 * the preview and the close act for that book only.
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
  const { LL } = useI18nContext();
  const formats = useFormats();
  const t = LL.finance.zReports;
  const queryClient = useQueryClient();
  const [book, setBook] = useState<string>(WHOLE_VENUE);
  const register = book === WHOLE_VENUE ? null : book;
  const preview = useQuery(dayClosePreviewQueryOptions(venueId, accountingDate, register));
  // While another book's preview loads, the last one stays on screen (the choice keeps its
  // options) but nothing can be confirmed: the figures are not this book's yet.
  const day = preview.data;
  const current = day && !preview.isPlaceholderData ? day : null;
  const problem = day?.closeProblem ?? null;
  // Held back by an earlier open day: the act becomes closing every open day up to this one.
  const range = current ? rangeCloseOffer(current) : null;
  const registerName = day?.register?.name ?? null;
  const title = day
    ? registerName
      ? t.closeTitleRegister({
          date: formats.day(day.accountingDate, 'full'),
          register: registerName,
          venue: day.venueName,
        })
      : t.closeTitle({ date: formats.day(day.accountingDate, 'full'), venue: day.venueName })
    : t.closeDay();
  return (
    <ConfirmDialog
      isOpen
      onCancel={onDone}
      title={title}
      confirmLabel={
        range ? t.closeAllUpTo({ count: range.days, date: formats.day(range.to, 'full') }) : t.confirmClose()
      }
      isConfirmDisabled={!current || current.closedNumber !== null || (problem !== null && !range)}
      onConfirm={async () => {
        if (!current) return null;
        const book = current.register?.id ?? null;
        let numbers: number[];
        try {
          numbers = range
            ? (
                await mutation.send(CloseDaysDocument, {
                  venueId,
                  from: range.from,
                  to: range.to,
                  register: book,
                })
              ).closeDays.map((z) => z.number)
            : [
                (
                  await mutation.send(CloseDayDocument, {
                    venueId,
                    accountingDate: current.accountingDate,
                    register: book,
                  })
                ).closeDay.number,
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
            title:
              first !== last
                ? t.closedRange({ first, last })
                : current.register
                  ? t.closedRegister({ number: first, register: current.register.name })
                  : t.closed({ number: first }),
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
      {day && day.registers.length > 0 && (
        <Select
          label={t.register()}
          value={book}
          onChange={setBook}
          description={t.registerHint()}
          options={[
            { id: WHOLE_VENUE, label: t.wholeVenue() },
            ...day.registers.map((r) => ({ id: r.id, label: r.name })),
          ]}
        />
      )}
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
                ? LL.finance.errors.earlierDayOpen({ date: formats.day(problem.date, 'full') })
                : LL.finance.errors.beforeLastClosed({ date: formats.day(problem.date, 'full') })}
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
