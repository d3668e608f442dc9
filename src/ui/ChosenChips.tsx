import { Button as AriaButton } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import * as styles from './FormControls.css.ts';

/**
 * The chosen entries of a multi-picker as chips, each with a remove button, and move buttons when
 * the order matters: every action a button, so the keyboard reaches it. Shared by the picker over
 * a bounded list (`MultiPicker`) and the one over a server search (`MultiSearchPicker`).
 */
export function ChosenChips(props: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  nameOf: (id: string) => string;
  colorOf?: (id: string) => string | undefined;
  ordered?: boolean;
}) {
  const { LL } = useI18nContext();
  if (props.value.length === 0) return null;
  const move = (index: number, delta: number) => {
    const next = [...props.value];
    const [entry] = next.splice(index, 1);
    if (entry === undefined) return;
    next.splice(index + delta, 0, entry);
    props.onChange(next);
  };
  return (
    <ul className={styles.chips} aria-label={props.label}>
      {props.value.map((value, index) => {
        const name = props.nameOf(value);
        const color = props.colorOf?.(value);
        return (
          <li key={value} className={styles.chip}>
            {color && <span className={styles.dot} style={{ background: color }} aria-hidden="true" />}
            {name}
            {props.ordered && (
              <>
                <AriaButton
                  className={styles.chipButton}
                  aria-label={LL.controls.moveUp({ name })}
                  isDisabled={index === 0}
                  onPress={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </AriaButton>
                <AriaButton
                  className={styles.chipButton}
                  aria-label={LL.controls.moveDown({ name })}
                  isDisabled={index === props.value.length - 1}
                  onPress={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </AriaButton>
              </>
            )}
            <AriaButton
              className={styles.chipButton}
              aria-label={LL.controls.remove({ name })}
              onPress={() => props.onChange(props.value.filter((entry) => entry !== value))}
            >
              <span aria-hidden="true">×</span>
            </AriaButton>
          </li>
        );
      })}
    </ul>
  );
}
