import {
  type ButtonHTMLAttributes,
  type FocusEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type ButtonVariants, button } from '../styles/recipes/button.css.ts';
import * as plainStyles from './PlainControls.css.ts';
import * as styles from './TextField.css.ts';

/**
 * The public pages' form controls (login, register, reset password, activation, check email) without
 * react-aria: a native form, input and button that render what `TextField`, `Button` and
 * react-aria's `Form` render there (the same label and description wiring, `aria-invalid`,
 * `aria-required`, the `data-*` states the shared styles read), for ~1 KB instead of ~23 KB gzip
 * on the front door. Back-office screens keep react-aria (menus, dialogs, lists need it).
 */

/**
 * Like react-aria's `Form`: with `validationBehavior="aria"` (the default here) the browser's own
 * checks stay off and the page shows its errors; with "native" the browser checks `required` and
 * the input's type before `onSubmit`.
 */
export function PlainForm({
  className,
  onSubmit,
  onFocus,
  validationBehavior = 'aria',
  children,
}: {
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Focus entering any of its controls (React's focus events bubble). */
  onFocus?: () => void;
  validationBehavior?: 'aria' | 'native';
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate={validationBehavior === 'aria'}
    >
      {children}
    </form>
  );
}

export interface PlainTextFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** `search`: Escape empties it, as react-aria's SearchField does. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  description?: string;
  errorMessage?: string | null;
  placeholder?: string;
  /** Announced as required (`aria-required`); the page checks it. */
  isRequired?: boolean;
  /** Checked by the browser (a form with `validationBehavior="native"`). */
  required?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Added to the field's own class (its place in a toolbar, say). */
  className?: string;
}

/** A labelled input; the error shows under it and is announced with it (as `TextField`). */
export function PlainTextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  description,
  errorMessage,
  placeholder,
  isRequired,
  required,
  autoFocus,
  onBlur,
  className,
}: PlainTextFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // A prerendered page (the login) can be typed into, or autofilled, before React takes it over:
  // take that text into the state once at mount, or the next render puts the empty state back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount; later typing goes through onChange
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  const invalid = Boolean(errorMessage);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const input: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, boolean | undefined> = {
    id,
    name,
    type,
    inputMode,
    value,
    autoComplete,
    placeholder,
    autoFocus,
    className: styles.input,
    required,
    'aria-required': isRequired || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-focused': focused || undefined,
    'data-invalid': invalid || undefined,
    onChange: (event) => onChange(event.target.value),
    onKeyDown: (event) => {
      if (type === 'search' && event.key === 'Escape' && value) {
        event.preventDefault();
        onChange('');
      }
    },
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      onBlur?.();
    },
  };
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input ref={ref} {...input} />
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export interface PlainSelectProps<K extends string> {
  label: string;
  name?: string;
  options: readonly { id: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
  description?: string;
  errorMessage?: string | null;
  autoComplete?: string;
}

/**
 * A labelled native `<select>` styled like `Select` (the public pages: the browser's own list is
 * accessible and costs nothing, where react-aria's Select and list box are ~40 KB gzip).
 */
export function PlainSelect<K extends string>({
  label,
  name,
  options,
  value,
  onChange,
  description,
  errorMessage,
  autoComplete,
}: PlainSelectProps<K>) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const invalid = Boolean(errorMessage);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const states: Record<`data-${string}`, boolean | undefined> = {
    'data-focused': focused || undefined,
    'data-invalid': invalid || undefined,
  };
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        {...states}
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        className={`${styles.input} ${plainStyles.select}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.id === event.target.value);
          if (option) onChange(option.id);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled'> &
  ButtonVariants & { className?: string; isDisabled?: boolean; ref?: Ref<HTMLButtonElement> };

/** A native button styled like `Button`, with the hover, keyboard-focus and disabled states it shows. */
export function PlainButton({
  tone,
  size,
  fullWidth,
  className,
  isDisabled,
  type = 'button',
  onPointerEnter,
  onFocus,
  ...props
}: PlainButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const states: Record<`data-${string}`, boolean | undefined> = {
    'data-hovered': (hovered && !isDisabled) || undefined,
    'data-focus-visible': focusVisible || undefined,
    'data-disabled': isDisabled || undefined,
  };
  return (
    <button
      {...props}
      {...states}
      type={type}
      disabled={isDisabled}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        setHovered(event.pointerType === 'mouse');
        onPointerEnter?.(event);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        setFocusVisible(event.currentTarget.matches(':focus-visible'));
        onFocus?.(event);
      }}
      onBlur={() => setFocusVisible(false)}
    />
  );
}
