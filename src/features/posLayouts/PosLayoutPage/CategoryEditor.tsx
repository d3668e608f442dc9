import { useState } from 'react';
import { type NameLang, PALETTE } from '../../../domain/posLayout.ts';
import { execute } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectInput, TextInput, type TextValue } from '../../../ui/FormControls.tsx';
import {
  DeletePosCategoryDocument,
  GetPosPageDocument,
  GetPosPageReferencesDocument,
  UpdatePosCategoryDocument,
} from '../posLayouts.gql.ts';
import * as styles from './PosLayoutPage.css.ts';
import {
  Confirm,
  ConflictNotice,
  conflictVersion,
  langInput,
  message,
  NameTranslations,
  textValue,
} from './parts.tsx';

export interface EditedCategory {
  id: string;
  name: string;
  nameLang?: NameLang | null;
  color: string;
  order: number;
  version: number;
  page?: { id: string } | null;
}

/** A category as its forms hold it. */
export interface CategoryForm {
  name: string;
  lang: TextValue;
  color: string;
  order: string;
}
type Form = CategoryForm;

/** A category's fields (name, translations, colour, order), for the new-category and edit forms. */
export function CategoryFields(props: { prefix: string; value: Form; onChange: (value: Form) => void }) {
  const { LL } = useI18nContext();
  const L = LL.posLayouts;
  const { value: form, onChange } = props;
  return (
    <>
      <TextInput
        kind="text"
        name={`${props.prefix}Name`}
        label={L.categoryName()}
        value={form.name}
        onChange={(name) => onChange({ ...form, name })}
      />
      <NameTranslations
        name={`${props.prefix}Lang`}
        value={form.lang}
        onChange={(lang) => onChange({ ...form, lang })}
      />
      <SelectInput
        name={`${props.prefix}Color`}
        label={L.color()}
        value={form.color}
        onChange={(color) => onChange({ ...form, color })}
        options={PALETTE.map((id) => ({ id, label: L.colors[id]() }))}
      />
      <TextInput
        kind="integer"
        name={`${props.prefix}Order`}
        label={L.order()}
        value={form.order}
        onChange={(order) => onChange({ ...form, order })}
      />
    </>
  );
}

/**
 * The selected category's own controls: rename (with translations), recolour and reorder it, saved
 * with its version (a save based on an older one offers reload or overwrite); delete it after a
 * confirmation that says what goes with it (its page, that page's buttons, the links to it elsewhere).
 */
export function CategoryEditor(props: {
  category: EditedCategory;
  /** A name in the user's language (a page's, a category's). */
  nameOf: (named: { name: string; nameLang?: NameLang | null }) => string;
  pageName: (id: string) => string | undefined;
  onChanged: () => Promise<unknown>;
}) {
  const { category } = props;
  const { LL } = useI18nContext();
  const L = LL.posLayouts;
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<{ count: number; where: string } | null>(null);
  const shownName = props.nameOf(category);

  const open = () => {
    setProblem(null);
    setConflict(null);
    setForm({
      name: category.name,
      lang: textValue(category.nameLang),
      color: category.color,
      order: String(category.order),
    });
  };

  const save = async (shown: Form, version: number) => {
    setProblem(null);
    setConflict(null);
    try {
      await mutation.send(UpdatePosCategoryDocument, {
        id: category.id,
        data: {
          name: shown.name,
          nameLang: langInput(shown.lang),
          color: shown.color,
          order: Number(shown.order) || 0,
        },
        expectedVersion: version,
      });
      setForm(null);
      await props.onChanged();
    } catch (error) {
      const current = conflictVersion(error);
      if (current !== null) setConflict(current);
      else setProblem(message(error));
    }
  };

  /** What goes with the category: its page's buttons, and the buttons elsewhere that open the page. */
  const ask = async () => {
    setProblem(null);
    const pageId = category.page?.id;
    if (!pageId) return setConfirm({ count: 0, where: '' });
    try {
      const [page, refs] = await Promise.all([
        execute(GetPosPageDocument, { id: pageId, venueId: null }),
        execute(GetPosPageReferencesDocument, { pageId }),
      ]);
      setConfirm({
        count: page.posPage.buttons.length,
        where: refs.posPageReferences
          .map((r) => `${props.pageName(r.pageId) ?? r.name} (${r.count})`)
          .join(', '),
      });
    } catch (error) {
      setProblem(message(error));
    }
  };

  const remove = async () => {
    setConfirm(null);
    try {
      await mutation.send(DeletePosCategoryDocument, { id: category.id });
      await props.onChanged();
    } catch (error) {
      setProblem(message(error));
    }
  };

  return (
    <>
      <div className={styles.row}>
        <Button tone="secondary" onPress={open} aria-expanded={form !== null}>
          {L.editCategory()}
        </Button>
        <Button tone="danger" onPress={() => void ask()}>
          {L.deleteCategory()}
        </Button>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {conflict !== null && form && (
        <ConflictNotice
          text={L.categoryConflict()}
          onReload={() => {
            setConflict(null);
            void props.onChanged().then(() => setForm(null));
          }}
          onOverwrite={() => void save(form, conflict)}
        />
      )}
      {form && (
        <form
          className={styles.row}
          aria-label={L.editCategory()}
          onSubmit={(event) => {
            event.preventDefault();
            void save(form, category.version);
          }}
        >
          <CategoryFields prefix="editCategory" value={form} onChange={setForm} />
          <Button type="submit">{L.save()}</Button>
          <Button tone="secondary" onPress={() => setForm(null)}>
            {L.cancel()}
          </Button>
        </form>
      )}
      {confirm && (
        <Confirm
          id="delete-category"
          title={L.confirmDeleteCategoryTitle({ name: shownName })}
          confirmLabel={L.deleteConfirm()}
          onConfirm={() => void remove()}
          onCancel={() => setConfirm(null)}
        >
          <p>{L.confirmDeleteCategory({ count: confirm.count })}</p>
          {confirm.where && <p>{L.confirmDeleteCategoryRefs({ where: confirm.where })}</p>}
        </Confirm>
      )}
    </>
  );
}
