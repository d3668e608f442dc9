import { Checkbox } from 'react-aria-components';
import * as styles from './ConsentCheckbox.css.ts';

/**
 * The sign-up form's opt-in to being contacted about an unfinished sign-up (docs/decisions.md
 * "Captured sign-up details"): unticked by default; nothing is captured until it is ticked.
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
  return (
    <Checkbox className={styles.row} isSelected={value} onChange={onChange} name="consent">
      <span className={styles.box} aria-hidden="true">
        {value ? '✓' : ''}
      </span>
      <span>{label}</span>
    </Checkbox>
  );
}
