import type { Schedule } from '../../../domain/menuAt.ts';
import { menuFieldErrors, scheduleSchema } from '../../../domain/menuSchemas.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { serverFieldMessages, translateCodes } from '../../../platform/forms/index.ts';
import { SaveEntryTimesDocument } from '../menus.gql.ts';
import * as styles from './MenusPage.css.ts';
import { ScheduleLinesDialog } from './ScheduleLinesDialog.tsx';
import { cellsOfRows, scheduleOfRows, timeRowProblems, timeRowsOf, timeRowsOfCells } from './schedule.ts';
import { WeekGrid } from './WeekGrid.tsx';

const SERVER_PREFIX = 'menuEntries.update.0.data.schedule.';

/**
 * When one menu entry is on sale (issue 16, item 5: the entry level of schedules): no line =
 * whenever the menu is served. The week grid shows the same times by the hour and marks them too
 * (marking there replaces the lines with whole hours). The lines are the shared
 * `ScheduleLinesDialog`'s.
 */
export function AvailabilityDialog({
  menuId,
  version,
  entry,
  onClose,
  onSaved,
}: {
  menuId: string;
  /** The menu's version the dialog started from: a change made elsewhere since is refused. */
  version: number;
  entry: { id: string; title: string; schedule: Schedule | null };
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  return (
    <ScheduleLinesDialog
      texts={{
        title: LL.menus.availability({ name: entry.title }),
        help: LL.menus.availabilityHelp(),
        none: LL.menus.availabilityNone(),
        line: (n) => LL.menus.availabilityLine({ n }),
        from: (n) => LL.menus.availabilityFrom({ n }),
        to: (n) => LL.menus.availabilityTo({ n }),
        remove: (n) => LL.menus.availabilityRemove({ n }),
        add: LL.menus.availabilityAdd(),
      }}
      initial={() => timeRowsOf(entry.schedule)}
      blank={{}}
      check={(rows) => {
        const schedule = scheduleOfRows(rows, entry.schedule);
        if (!schedule) return { ok: true, value: null };
        const checked = scheduleSchema.safeParse(schedule);
        return checked.success
          ? { ok: true, value: checked.data }
          : {
              ok: false,
              errors: timeRowProblems(translateCodes(LL.menus.errors, menuFieldErrors(checked.error))),
            };
      }}
      send={(schedule) =>
        mutation.send(SaveEntryTimesDocument, {
          menuId,
          expectedVersion: version,
          data: { menuEntries: { update: [{ where: { id: entry.id }, data: { schedule } }] } },
        })
      }
      serverProblems={(error) => timeRowProblems(serverFieldMessages(error), SERVER_PREFIX)}
      below={(rows, replace) => {
        const cells = cellsOfRows(rows);
        return (
          <>
            <WeekGrid
              label={LL.menus.availabilityGrid({ name: entry.title })}
              cells={cells}
              onChange={(next) => replace(timeRowsOfCells(next))}
            />
            <p role="status" className={styles.muted}>
              {cells.size === 0 ? LL.menus.availabilityNone() : LL.menus.hoursMarked({ count: cells.size })}
            </p>
          </>
        );
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
