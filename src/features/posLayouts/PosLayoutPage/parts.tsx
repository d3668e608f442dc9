import { type ReactNode, useEffect, useRef } from 'react';
import { TRANSLATION_KEYS } from '../../../domain/pim.ts';
import type { NameLang } from '../../../domain/posLayout.ts';
import { AppError } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { type TextValue, TranslationsInput } from '../../../ui/FormControls.tsx';
import * as styles from './PosLayoutPage.css.ts';

// The editors of this page read it from here with the page's other helpers.
export { conflictVersion } from '../../../graphql/client.ts';

/** The server's words: the field messages when there are any (what is wrong), else the message. */
export const message = (error: unknown) =>
  error instanceof AppError
    ? error.fieldErrors.length
      ? [...new Set(error.fieldErrors.map((f) => f.message))].join(' ')
      : error.message
    : String(error);

/** A `nameLang` from the API as the form's value, and back (empty languages are sent as null). */
export const textValue = (lang: NameLang | null | undefined): TextValue =>
  Object.fromEntries(TRANSLATION_KEYS.map((code) => [code, lang?.[code] ?? undefined]));
export const langInput = (value: TextValue) =>
  Object.fromEntries(TRANSLATION_KEYS.map((code) => [code, value[code]?.trim() || null]));

/** The translations of a name, folded away until needed; languages named in the user's language. */
export function NameTranslations(props: {
  name: string;
  value: TextValue;
  onChange: (value: TextValue) => void;
}) {
  const { LL } = useI18nContext();
  return (
    <TranslationsInput
      label={LL.posLayouts.nameLang()}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      errors={{}}
    />
  );
}

/**
 * Asks before something goes: an alert dialog that takes focus when it opens and gives it back to
 * what had it (the button that asked) when cancelled.
 */
export function Confirm(props: {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    ref.current?.focus();
  }, []);
  const cancel = () => {
    props.onCancel();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-text`}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <h3 id={`${props.id}-title`}>{props.title}</h3>
      <div id={`${props.id}-text`}>{props.children}</div>
      <div className={styles.row}>
        <Button tone="danger" onPress={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button tone="secondary" onPress={cancel}>
          {LL.posLayouts.cancel()}
        </Button>
      </div>
    </div>
  );
}

/** A save refused because someone else saved first: reload theirs, or overwrite with ours. */
export function ConflictNotice(props: { text: string; onReload: () => void; onOverwrite: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div role="alert" className={styles.error}>
      <p>{props.text}</p>
      <div className={styles.row}>
        <Button tone="secondary" onPress={props.onReload}>
          {LL.posLayouts.reload()}
        </Button>
        <Button tone="danger" onPress={props.onOverwrite}>
          {LL.posLayouts.overwrite()}
        </Button>
      </div>
    </div>
  );
}
