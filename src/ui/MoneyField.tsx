import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import type { CountryCode } from '../domain/countries.ts';
import { moneyText, parseMoney } from '../domain/money.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import * as styles from './TextField.css.ts';

export interface MoneyFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'value' | 'onChange' | 'defaultValue' | 'inputMode'> {
  label: string;
  /** The text as typed ("12,50"): the form keeps it, and reads the amount with `parseMoney`. */
  value: string;
  onChange: (text: string) => void;
  /** The company's country: its decimal mark is taken besides the dot. */
  country: CountryCode;
  description?: string;
  /** The form's own word on the amount (a rule, the server's); it wins over "not an amount". */
  errorMessage?: string | null;
  /** In a table row the column names the field: the label is read, not shown. */
  hideLabel?: boolean;
  inputClassName?: string;
}

/**
 * The one way money is typed in (issue 45 item 4): a labelled text field with a decimal keypad that
 * takes the country's decimal mark or a dot, and after leaving it says in words when what was typed
 * is not an amount (`parseMoney` in src/domain/money.ts reads it, the same everywhere).
 */
export function MoneyField({
  label,
  value,
  onChange,
  country,
  description,
  errorMessage,
  hideLabel = false,
  inputClassName,
  onBlur,
  ...props
}: MoneyFieldProps) {
  const { LL } = useI18nContext();
  // Judged once the field is left, not while "12," is still being typed.
  const [left, setLeft] = useState(false);
  const garbage = left && value.trim() !== '' && parseMoney(value, country) === null;
  const message =
    errorMessage || (garbage ? LL.controls.moneyInvalid({ example: moneyText(1250, country) }) : null);
  return (
    <AriaTextField
      {...props}
      aria-label={hideLabel ? label : undefined}
      value={value}
      onChange={(text) => {
        setLeft(false);
        onChange(text);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      inputMode="decimal"
      autoComplete="off"
      isInvalid={Boolean(message) || props.isInvalid}
      className={styles.field}
    >
      {!hideLabel && <Label className={styles.label}>{label}</Label>}
      <Input className={inputClassName ?? styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{message}</FieldError>
    </AriaTextField>
  );
}
