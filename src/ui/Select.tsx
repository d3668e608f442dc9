import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as styles from './Select.css.ts';
import * as fieldStyles from './TextField.css.ts';

export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

export interface SelectProps<K extends string> {
  label: string;
  name?: string;
  options: readonly SelectOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  description?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
}

/** A labelled single choice (react-aria Select: keyboard, type-ahead, screen readers). */
export function Select<K extends string>({
  label,
  name,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
}: SelectProps<K>) {
  return (
    <AriaSelect
      className={fieldStyles.field}
      name={name}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key) as K);
      }}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={`${fieldStyles.input} ${styles.trigger}`}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
