import { type KeyboardEvent, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { WEEKDAYS, type Weekday } from '../../../domain/menuAt.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import * as styles from './MenusPage.css.ts';
import { type Cell, HOURS, timeText } from './schedule.ts';

/**
 * A week as a grid of hours (rows: Monday to Sunday, columns: 00–23), each hour a toggle button.
 * One Tab stop: the arrow keys move between hours (Home/End: the day's first/last, Page Up/Down:
 * the first/last day), Space or Enter marks or clears the hour.
 */
export function WeekGrid({
  label,
  cells,
  onChange,
}: {
  label: string;
  cells: ReadonlySet<Cell>;
  onChange: (cells: Set<Cell>) => void;
}) {
  const { LL } = useI18nContext();
  const [focus, setFocus] = useState<{ day: Weekday; hour: number }>({ day: 1, hour: 0 });
  const grid = useRef<HTMLTableElement>(null);
  const move = (day: number, hour: number) => {
    const next = {
      day: Math.min(7, Math.max(1, day)) as Weekday,
      hour: Math.min(23, Math.max(0, hour)),
    };
    setFocus(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.day}-${next.hour}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys follow the reading direction: in a right-to-left page "forward" is left.
    const rtl = grid.current ? getComputedStyle(grid.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, () => void> = {
      [forward]: () => move(focus.day, focus.hour + 1),
      [back]: () => move(focus.day, focus.hour - 1),
      ArrowDown: () => move(focus.day + 1, focus.hour),
      ArrowUp: () => move(focus.day - 1, focus.hour),
      Home: () => move(focus.day, 0),
      End: () => move(focus.day, 23),
      PageUp: () => move(1, focus.hour),
      PageDown: () => move(7, focus.hour),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const toggle = (cell: Cell, on: boolean) => {
    const next = new Set(cells);
    if (on) next.add(cell);
    else next.delete(cell);
    onChange(next);
  };
  return (
    <div className={styles.weekScroll}>
      <table ref={grid} aria-label={label} className={styles.week} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <td />
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={styles.weekHour}>
                {String(hour).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day}>
              <th scope="row" className={styles.weekDay}>
                {LL.menus.weekdays[String(day) as '1']()}
              </th>
              {HOURS.map((hour) => {
                const cell: Cell = `${day}-${hour}`;
                const current = focus.day === day && focus.hour === hour;
                return (
                  <td key={hour} className={styles.weekCell}>
                    <ToggleButton
                      data-cell={cell}
                      className={styles.weekToggle}
                      isSelected={cells.has(cell)}
                      onChange={(on) => toggle(cell, on)}
                      onFocus={() => setFocus({ day, hour })}
                      excludeFromTabOrder={!current}
                      aria-label={LL.menus.hourOf({
                        day: LL.menus.weekdays[String(day) as '1'](),
                        from: timeText(hour * 60),
                        to: timeText((hour + 1) * 60),
                      })}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
