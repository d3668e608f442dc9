import { useLayoutEffect, useRef } from 'react';
import * as styles from './VirtualGrid.css.ts';

/**
 * The grid's row and select-all checkbox: a native input under the drawn box (what react-aria's
 * Checkbox renders, without its ~15 KB of press and focus handling on the list's first screen).
 */
export function GridCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  excludeFromTabOrder = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  excludeFromTabOrder?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property only (no attribute).
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const state = checked ? 'all' : indeterminate ? 'some' : 'none';
  return (
    <label
      className={styles.checkbox}
      data-selected={checked || undefined}
      data-indeterminate={indeterminate || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        ref={ref}
        type="checkbox"
        className={styles.nativeCheckbox}
        aria-label={label}
        checked={checked}
        disabled={disabled}
        tabIndex={excludeFromTabOrder ? -1 : undefined}
        onChange={onChange}
      />
      <span className={styles.box} aria-hidden="true">
        {state === 'all' ? '✓' : state === 'some' ? '–' : ''}
      </span>
    </label>
  );
}
