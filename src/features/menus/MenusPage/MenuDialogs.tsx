import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CURRENCIES } from '../../../domain/countries.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { type TextValue, TranslationsInput } from '../../../ui/FormControls.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CreateMenuDocument, DeleteMenuDocument, UpdateMenuDocument } from '../menus.gql.ts';
import { type ListedMenu as Menu, menuVenuesQueryOptions } from '../menus.queries.ts';
import * as styles from './MenusPage.css.ts';

/**
 * The menus list's dialogs (new, rename, delete): react-aria's dialog and fields, loaded when one of
 * their buttons is pointed at, focused or pressed, not with the list.
 */

const LANGUAGES = ['en', 'se', 'es', 'no'] as const;

function fieldErrorsOf(error: string | null): string | null {
  return error;
}

export function MenuNameDialog(props: {
  mode: 'create' | 'rename';
  isOpen: boolean;
  menu?: Menu;
  currency: string;
  onClose: () => void;
  onSaved: (id: string) => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [name, setName] = useState(props.menu?.name ?? '');
  const [currency, setCurrency] = useState(props.currency);
  const [nameLang, setNameLang] = useState<TextValue>(
    Object.fromEntries(
      Object.entries(props.menu?.nameLang ?? {}).map(([code, text]) => [code, text ?? undefined]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const cleanLang = Object.fromEntries(LANGUAGES.map((code) => [code, nameLang[code] ?? null]));
    const result =
      props.mode === 'create'
        ? await mutation.run(CreateMenuDocument, { data: { name, currency, nameLang: cleanLang } })
        : await mutation.run(UpdateMenuDocument, {
            menuId: props.menu?.id ?? '',
            data: { name, nameLang: cleanLang },
          });
    setBusy(false);
    if (!result.success || !result.data) {
      setError(fieldErrorsOf(result.error));
      return;
    }
    const id = 'createMenu' in result.data ? result.data.createMenu.id : (props.menu?.id ?? '');
    setName('');
    setNameLang({});
    setError(null);
    await props.onSaved(id);
  };
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.mode === 'create' ? LL.menus.newMenu() : LL.menus.renameTitle()}
    >
      <form className={styles.form} onSubmit={submit}>
        <TextField label={LL.menus.name()} value={name} onChange={setName} isRequired autoFocus name="name" />
        {props.mode === 'create' && (
          <Select
            label={LL.menus.currency()}
            name="currency"
            options={CURRENCIES.map((code) => ({ id: code, label: code }))}
            value={currency}
            onChange={setCurrency}
          />
        )}
        <TranslationsInput
          label={LL.menus.nameLang()}
          name="nameLang"
          value={nameLang}
          onChange={setNameLang}
          languages={LANGUAGES}
          errors={{}}
        />
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {props.mode === 'create' ? LL.menus.create() : LL.menus.save()}
          </Button>
          <Button tone="ghost" onPress={props.onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Deleting asks first; a menu used by venues says which ones fall back to the all-articles menu. */
export function DeleteMenuDialog({
  menu,
  onClose,
  onDeleted,
}: {
  menu: Menu;
  onClose: () => void;
  onDeleted: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const { data } = useQuery(menuVenuesQueryOptions());
  const usages = (data?.venues ?? []).flatMap((venue) =>
    venue.menus
      .filter((link) => link.menuId === menu.id)
      .map((link) => ({ venue: venue.name, serviceType: LL.menus.serviceTypes[link.serviceType]() })),
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const result = await mutation.run(DeleteMenuDocument, { menuId: menu.id, force: true });
    if (!result.success) {
      setError(result.error);
      return;
    }
    showToast({ type: 'success', title: LL.menus.saved() }, 2000);
    await onDeleted();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={LL.menus.deleteTitle({ name: menu.name })}
    >
      <div className={styles.form}>
        {usages.length === 0 ? (
          <p>{LL.menus.deleteUnused()}</p>
        ) : (
          <>
            <p>{LL.menus.deleteUsed()}</p>
            <ul className={styles.list}>
              {usages.map((usage) => (
                <li key={`${usage.venue}-${usage.serviceType}`}>
                  {usage.venue}: {usage.serviceType}
                </li>
              ))}
            </ul>
          </>
        )}
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button tone="danger" onPress={confirm} autoFocus>
            {LL.menus.deleteConfirm()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
