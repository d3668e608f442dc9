import { useState } from 'react';
import * as styles from './ConsentCheckbox.css.ts';

/**
 * The sign-up form's opt-in to being contacted about an unfinished sign-up (docs/decisions.md
 * "Captured sign-up details"): unticked by default; nothing is captured until it is ticked.
 * A native checkbox (the register page is on the front door, without react-aria), visually
 * hidden behind the drawn box as react-aria's Checkbox did, with the same `data-*` states.
 */
export function ConsentCheckbox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const [focusVisible, setFocusVisible] = useState(false);
  return (
    <label
      className={styles.row}
      data-selected={value || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <input
        type="checkbox"
        name="consent"
        className={styles.input}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
      <span className={styles.box} aria-hidden="true">
        {value ? '✓' : ''}
      </span>
      <span>{label}</span>
    </label>
  );
}
