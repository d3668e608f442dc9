import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  REMOVABLE_INGREDIENTS_KEY,
  type RemovableIngredientInput,
  removableIngredientsSchema,
} from '../../../domain/metadata.ts';
import { pimFieldErrors } from '../../../domain/pimSchemas.ts';
import { conflictVersion } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import {
  type FieldMessages,
  messagesUnder,
  serverFieldMessages,
  translateCodes,
} from '../../../platform/forms/index.ts';
import { UpdateMetadataDocument } from '../../../platform/notes/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConflictChoice } from '../../../ui/ConflictChoice.tsx';
import * as styles from '../../../ui/FormControls.css.ts';
import { newLineKey, type TextValue, TranslationsInput } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { pimKeys, removableIngredientsQueryOptions } from '../pim.queries.ts';
import { textValueOf, translationsInput } from '../resourceHelpers.tsx';

interface Line {
  key: string;
  id: string | null;
  name: string;
  nameLang: TextValue;
}

/**
 * A product's removable ingredients (issue 16 item 7; record metadata `removable-ingredients`):
 * what a terminal offers as "without …" and the kitchen display shows. Edited as lines (name and
 * its translations) and saved as one value; the server checks it again.
 */
export function RemovableIngredients({ itemId, name }: { itemId: string; name: string }) {
  const { data } = useQuery(removableIngredientsQueryOptions(itemId));
  if (!data) return null;
  return (
    <IngredientsForm
      key={itemId}
      itemId={itemId}
      name={name}
      initial={data.ingredients}
      initialVersion={data.version}
    />
  );
}

type Ingredient = { id: string; name: string; nameLang: Record<string, string | null | undefined> };

const linesOf = (ingredients: Ingredient[]): Line[] =>
  ingredients.map((ingredient) => ({
    key: ingredient.id,
    id: ingredient.id,
    name: ingredient.name,
    nameLang: textValueOf(ingredient.nameLang),
  }));

function IngredientsForm({
  itemId,
  name,
  initial,
  initialVersion,
}: {
  itemId: string;
  name: string;
  initial: Ingredient[];
  /** The `removable-ingredients` key's version the lines were read at (0: not set). */
  initialVersion: number;
}) {
  const { LL } = useI18nContext();
  const L = LL.pim.ingredients;
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>(() => linesOf(initial));
  const [version, setVersion] = useState(initialVersion);
  /** Someone else saved since the lines were read: their version, until reload or overwrite. */
  const [conflict, setConflict] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const update = (index: number, patch: Partial<Line>) => {
    setStatus('');
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  };
  const add = () => {
    setStatus('');
    setLines((current) => [...current, { key: newLineKey(), id: null, name: '', nameLang: {} }]);
    // The new line's name field takes the focus once it is drawn.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input[name$=".name"]')?.focus(),
    );
  };
  /** Someone else's ingredients replace the lines (the user chose them over their own). */
  const reload = async () => {
    setConflict(null);
    setErrors({});
    try {
      const fresh = await queryClient.fetchQuery(removableIngredientsQueryOptions(itemId));
      setLines(linesOf(fresh.ingredients));
      setVersion(fresh.version);
      setStatus('');
    } catch (error) {
      setStatus(error instanceof Error && error.message ? error.message : LL.pim.errors.somethingWrong());
    }
  };
  /** Saves the lines; `basedOn` is the version they replace (the stored one, to overwrite). */
  const save = async (basedOn: number = version) => {
    const value: RemovableIngredientInput[] = lines.map((line) => ({
      id: line.id,
      name: line.name,
      // Only filled languages: an emptied one falls back to the name, it is not stored as "".
      nameLang: translationsInput(line.nameLang),
    }));
    const parsed = removableIngredientsSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(translateCodes(LL.pim.errors, pimFieldErrors(parsed.error)));
      setStatus(LL.pim.errors.checkFields());
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      const saved = await mutation.send(UpdateMetadataDocument, {
        recordType: 'ITEM',
        recordId: itemId,
        key: REMOVABLE_INGREDIENTS_KEY,
        value: JSON.stringify(value),
        expectedVersion: basedOn,
      });
      setErrors({});
      setVersion(saved.updateMetadata?.version ?? 0);
      const fresh = await queryClient.fetchQuery(removableIngredientsQueryOptions(itemId));
      // Keep the lines (and their keys, so focus stays) but take the ids the server gave new ones.
      setLines((current) =>
        current.map((line, index) => ({ ...line, id: fresh.ingredients[index]?.id ?? line.id })),
      );
      setVersion(fresh.version);
      await queryClient.invalidateQueries({ queryKey: pimKeys.item(itemId), exact: true });
      setStatus(L.saved());
    } catch (error) {
      const current = conflictVersion(error);
      if (current !== null) {
        // The user's lines stay as typed: they choose between theirs and the stored ones.
        setConflict(current);
        setStatus('');
        return;
      }
      const server = serverFieldMessages(error);
      setErrors({ ...messagesUnder(server, 'value'), ...(server.value ? { '': server.value } : {}) });
      setStatus(error instanceof Error && error.message ? error.message : LL.pim.errors.somethingWrong());
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label={L.title({ name })} className={styles.group}>
      <h3 className={styles.legend}>{L.heading()}</h3>
      <p className={styles.hint}>{L.hint()}</p>
      {lines.length === 0 && <p className={styles.hint}>{L.none()}</p>}
      <ol className={styles.lines} ref={list}>
        {lines.map((line, index) => {
          const label = line.name || `${index + 1}`;
          return (
            <li key={line.key} className={styles.row}>
              <div className={styles.grow}>
                <TextField
                  label={L.name()}
                  value={line.name}
                  onChange={(text) => update(index, { name: text })}
                  errorMessage={errors[`${index}.name`]}
                  isRequired
                  name={`ingredients.${index}.name`}
                />
                <TranslationsInput
                  label={L.translations({ name: label })}
                  name={`ingredients.${index}.nameLang`}
                  value={line.nameLang}
                  onChange={(text) => update(index, { nameLang: text })}
                  errors={messagesUnder(errors, `${index}.nameLang`)}
                />
              </div>
              <Button
                tone="ghost"
                size="sm"
                aria-label={LL.controls.remove({ name: label })}
                onPress={() => {
                  setStatus('');
                  setLines((current) => current.filter((_, i) => i !== index));
                }}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {errors[''] && <p className={styles.errorText}>{errors['']}</p>}
      {conflict !== null && (
        <ConflictChoice
          message={L.conflict()}
          reloadLabel={L.reload()}
          overwriteLabel={L.overwrite()}
          onReload={() => void reload()}
          onOverwrite={() => void save(conflict)}
          isBusy={saving}
        />
      )}
      <div className={styles.row}>
        <Button tone="secondary" size="sm" onPress={add}>
          {L.add()}
        </Button>
        <Button tone="primary" size="sm" onPress={() => void save()} isDisabled={saving}>
          {L.save()}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </section>
  );
}
