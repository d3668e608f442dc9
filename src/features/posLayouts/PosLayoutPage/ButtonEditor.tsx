import { useState } from 'react';
import { PALETTE } from '../../../domain/posLayout.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import type { EditorButton } from './PageGrid.tsx';
import * as styles from './PosLayoutPage.css.ts';

/**
 * The selected button's label and colour, changed after it was added; saved with the page (its
 * version checked) by `onSave`. A sub-page link has no label of its own: it is named after its page.
 */
export function ButtonEditor(props: {
  button: EditorButton;
  /** The name the button shows without a label of its own (the product's, upsell's or offer's). */
  defaultLabel: string;
  onSave: (patch: { label: string; color: string }) => void;
  onRemove: () => void;
}) {
  const { LL } = useI18nContext();
  const L = LL.posLayouts;
  const { button } = props;
  const [label, setLabel] = useState(button.label);
  const [color, setColor] = useState(button.color ?? 'grey');
  const isLink = button.kind === 'PAGE';
  return (
    <form
      className={styles.row}
      aria-label={L.selectedButton({ label: button.label })}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave({ label: isLink ? button.label : label.trim() || props.defaultLabel, color });
      }}
    >
      {isLink ? (
        <p className={styles.muted}>{L.labelFollowsPage()}</p>
      ) : (
        <TextInput kind="text" name="buttonLabel" label={L.buttonLabel()} value={label} onChange={setLabel} />
      )}
      <SelectInput
        name="selectedButtonColor"
        label={L.buttonColor()}
        value={color}
        onChange={setColor}
        options={PALETTE.map((id) => ({ id, label: L.colors[id]() }))}
      />
      <Button type="submit">{L.saveButton()}</Button>
      <Button tone="secondary" onPress={props.onRemove}>
        {L.removeButton()}
      </Button>
    </form>
  );
}
