import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import {
  createResourceEditorActor,
  type ResourceEditorActor,
  type SaveOutcome,
} from '../../machines/resourceEditor/resourceEditor.actors.ts';
import { Button } from '../../ui/Button.tsx';
import { ConflictDialog } from '../../ui/ConflictDialog.tsx';
import type { Option as PickerOption } from '../../ui/FormControls.tsx';
import {
  CheckboxGroupInput,
  CheckboxInput,
  FieldFrame,
  MultiPicker,
  PriceLinesInput,
  QuantityInput,
  SelectInput,
  SwatchInput,
  TextInput,
  TranslationsInput,
} from '../../ui/FormControls.tsx';
import { MoneyField } from '../../ui/MoneyField.tsx';
import { MultiSearchPicker, SearchSelect, type SearchSource } from '../../ui/SearchPicker.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { showToast } from '../../ui/toastHost.ts';
import { messagesUnder, translateCodes } from '../forms/index.ts';
import * as styles from './crud.css.ts';
import { crudKeys } from './crud.queries.ts';
import { DeleteDialog, useDeleteFlow } from './DeleteDialog.tsx';
import { failureText, saveOutcomeOf } from './errors.ts';
import {
  type FieldDescriptor,
  type FieldKeyOf,
  fieldLabel,
  type PriceLine,
  type QuerySpec,
  type ResourceDescriptor,
  type ResourceEnvBase,
  type ResourceKey,
  type ResourceTexts,
  type TextValue,
  wholeList,
} from './resource.ts';
import { fetchSuggestions, mergeSuggestions, suggestionSource } from './suggestTranslations.ts';

export interface ResourceFormProps<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
> {
  descriptor: ResourceDescriptor<R, Row, F, Env>;
  env: Env;
  /** 'new' or a record id (spec section 2: ?id=new / ?id={id}). */
  id: string;
  listRow: Row | undefined;
  onClose: () => void;
  onSaved: (id: string, created: boolean) => void;
  onDeleted: () => void;
}

/** The editor panel: loads the record (or starts empty), then edits it. */
export function ResourceForm<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(props: ResourceFormProps<R, Row, F, Env>) {
  const { LL } = useI18nContext();
  const { descriptor, id } = props;
  const creating = id === 'new';
  const detail = useQuery({
    ...(descriptor.detail?.(id) ?? {
      queryKey: crudKeys.noDetail(id),
      queryFn: () => null as unknown as Row,
    }),
    enabled: !creating && Boolean(descriptor.detail),
    retry: false,
  });
  const row = creating ? undefined : descriptor.detail ? detail.data : props.listRow;
  const headingId = useId();
  const texts = descriptor.texts(LL);

  if (!creating && descriptor.detail && detail.isPending) {
    return (
      <section className={styles.panel} aria-labelledby={headingId} aria-busy="true">
        <PanelHeader headingId={headingId} title={texts.title()} onClose={props.onClose} />
        <TableSkeleton rows={6} />
      </section>
    );
  }
  if (!creating && !row) {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <PanelHeader headingId={headingId} title={texts.title()} onClose={props.onClose} />
        <p role="alert" className={styles.alert} style={{ margin: '1rem' }}>
          {LL.crud.form.notFound()}
        </p>
      </section>
    );
  }
  return <Editor {...props} row={row} />;
}

function PanelHeader({
  headingId,
  title,
  onClose,
}: {
  headingId: string;
  title: string;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLHeadingElement>(null);
  // The panel announces itself: focus goes to its heading when it opens.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.panelHeader}>
      <h2 id={headingId} ref={ref} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      <Button tone="ghost" size="sm" aria-label={LL.crud.form.close()} onPress={onClose}>
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}

function Editor<R extends ResourceKey, Row extends { id: string }, F, Env extends ResourceEnvBase>({
  descriptor,
  env,
  id,
  row,
  onClose,
  onSaved,
  onDeleted,
}: ResourceFormProps<R, Row, F, Env> & { row: Row | undefined }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const headingId = useId();
  const texts = descriptor.texts(LL);
  const creating = id === 'new';
  const [form, setForm] = useState<F>(() => (row ? descriptor.toForm(row, env) : descriptor.empty(env)));
  const formRef = useRef(form);
  formRef.current = form;
  const envRef = useRef(env);
  envRef.current = env;
  const resetToStored = useRef(false);

  async function freshRow(): Promise<Row | undefined> {
    if (descriptor.detail) return queryClient.fetchQuery({ ...descriptor.detail(id), staleTime: 0 });
    const rows = await queryClient.fetchQuery({ ...wholeList(descriptor), staleTime: 0 });
    return rows.find((entry) => entry.id === id);
  }

  const [actor] = useState<ResourceEditorActor>(() =>
    createResourceEditorActor(
      { id: creating ? null : id, version: row ? descriptor.version(row) : null },
      {
        save: async ({ id: savedId, version }): Promise<SaveOutcome> => {
          const codes = await descriptor.validate(formRef.current, envRef.current);
          if (Object.keys(codes).length > 0)
            return {
              kind: 'invalid',
              errors: translateCodes(descriptor.errorTexts(LL), codes),
              message: LL.crud.errors.checkFields(),
            };
          try {
            const newId = await descriptor.save({
              id: savedId,
              form: formRef.current,
              version,
              env: envRef.current,
            });
            return { kind: 'saved', id: newId };
          } catch (error) {
            return saveOutcomeOf(LL, error);
          }
        },
        reload: async () => {
          const stored = await freshRow();
          if (!stored) throw new Error(LL.crud.form.notFound());
          setForm(descriptor.toForm(stored, envRef.current));
          return descriptor.version(stored);
        },
        onSaved: (savedId) => {
          resetToStored.current = true;
          for (const key of descriptor.invalidates) void queryClient.invalidateQueries({ queryKey: key });
          const name = descriptor.name(rowLike(formRef.current, savedId));
          showToast(
            {
              type: 'success',
              title: creating ? LL.crud.form.created({ name }) : LL.crud.form.saved({ name }),
            },
            3000,
          );
          onSaved(savedId, creating);
        },
        failureMessage: (error) => failureText(LL, error),
      },
    ),
  );
  useEffect(() => () => void actor.stop(), [actor]);

  // After our own save the stored record comes back: edit on top of it (its new version).
  useEffect(() => {
    if (!resetToStored.current || !row) return;
    resetToStored.current = false;
    setForm(descriptor.toForm(row, envRef.current));
    actor.send({ type: 'LOADED', version: descriptor.version(row) });
  }, [row, actor, descriptor]);

  const state = useSelector(actor, (snapshot) => snapshot);
  const saving = state.matches('saving') || state.matches('reloading');
  const { errors, error } = state.context;

  const deleteFlow = useDeleteFlow({
    remove: descriptor.remove ?? (() => Promise.reject(new Error('this resource has no delete'))),
    onDeleted: () => {
      for (const key of descriptor.invalidates) void queryClient.invalidateQueries({ queryKey: key });
      showToast({ type: 'success', title: LL.crud.form.deleted() }, 3000);
      onDeleted();
    },
    failureMessage: (failure) => failureText(LL, failure),
  });

  /** The descriptor's name function reads a row; a form with a title/name field is close enough. */
  function rowLike(values: F, rowId: string): Row {
    return { ...(row ?? {}), ...(values as object), id: rowId } as unknown as Row;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SAVE' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented && !state.matches('conflict')) {
      event.preventDefault();
      onClose();
    }
  }

  const setValue = (name: keyof F, value: unknown) => setForm((current) => ({ ...current, [name]: value }));
  const title = creating ? texts.create() : texts.editTitle({ name: row ? descriptor.name(row) : '' });

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="resource-editor"
    >
      <PanelHeader headingId={headingId} title={title} onClose={onClose} />
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
        <div className={styles.fields}>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          {descriptor.fields.map((field) =>
            field.hidden?.(form, env) ? null : (
              <FieldFrame key={String(field.name)} wide={field.wide}>
                <FieldInput
                  field={field}
                  texts={texts}
                  form={form}
                  env={env}
                  errors={errors}
                  recordId={creating ? null : id}
                  onChange={(value) => setValue(field.name as keyof F, value)}
                />
              </FieldFrame>
            ),
          )}
        </div>
        <div className={styles.panelFooter}>
          <div className={styles.footerGroup}>
            {/* Never disabled: that would drop the keyboard focus to the page mid-save. The editor
                machine ignores a second SAVE while one runs; the form says it is busy. */}
            <Button type="submit">
              {saving ? LL.crud.form.saving() : creating ? LL.crud.form.create() : LL.crud.form.save()}
            </Button>
            <Button tone="secondary" onPress={onClose}>
              {LL.crud.form.cancel()}
            </Button>
          </div>
          {!creating && descriptor.remove && (
            <Button
              tone="danger"
              onPress={() => deleteFlow.send({ type: 'REQUEST', ids: [id] })}
              isDisabled={saving}
            >
              {LL.crud.form.delete()}
            </Button>
          )}
        </div>
      </form>
      {!creating && row && descriptor.aside?.(row, env)}
      <ConflictDialog
        isOpen={state.matches('conflict')}
        onReload={() => actor.send({ type: 'RELOAD' })}
        onOverwrite={() => actor.send({ type: 'OVERWRITE' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
      <DeleteDialog actor={deleteFlow} name={row ? descriptor.name(row) : null} />
    </section>
  );
}

/** One field of the descriptor, with its label from the resource's texts (`fields.<name>`). */
function FieldInput<R extends ResourceKey, F, Env extends ResourceEnvBase>({
  field,
  texts,
  form,
  env,
  errors,
  recordId,
  onChange,
}: {
  field: FieldDescriptor<F, Env, FieldKeyOf<R>>;
  texts: ResourceTexts;
  /** The record edited; null while creating. */
  recordId: string | null;
  form: F;
  env: Env;
  errors: Record<string, string>;
  onChange: (value: unknown) => void;
}) {
  const { LL } = useI18nContext();
  const name = String(field.name);
  const value = form[field.name as keyof F] as unknown;
  const common = {
    name,
    label: fieldLabel(texts, name),
    error: errors[name] ?? null,
    description: field.description?.(env, form) ?? null,
    isRequired: field.required,
    isDisabled: field.disabled?.(form, env),
  };
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'multiline':
    case 'integer':
      return <TextInput {...common} kind={field.kind} value={String(value ?? '')} onChange={onChange} />;
    case 'money':
      return (
        <MoneyField
          name={name}
          label={common.label}
          value={String(value ?? '')}
          onChange={onChange}
          country={env.country}
          errorMessage={common.error}
          description={common.description ?? undefined}
          isRequired={common.isRequired}
          isDisabled={common.isDisabled}
        />
      );
    case 'pin':
      return (
        <TextInput
          {...common}
          kind="pin"
          value={String(value ?? '')}
          onChange={onChange}
          action={field.action?.(env, form)}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          value={String(value ?? '')}
          onChange={onChange}
          options={field.options(env, form)}
          noneLabel={field.noneLabel ? LL.crud.form.chooseNone() : undefined}
        />
      );
    case 'swatches':
      return (
        <SwatchInput
          {...common}
          value={String(value ?? '')}
          onChange={onChange}
          options={field.options(env)}
        />
      );
    case 'quantity':
      return (
        <QuantityInput {...common} value={String(value ?? '')} onChange={onChange} units={field.units} />
      );
    case 'checkbox':
      return <CheckboxInput {...common} value={Boolean(value)} onChange={onChange} />;
    case 'multiselect':
      return (
        <MultiPicker
          {...common}
          value={(value as string[]) ?? []}
          onChange={onChange}
          options={field.options(env, form)}
          ordered={field.ordered}
        />
      );
    case 'searchMulti':
      return (
        <SearchMultiField
          {...common}
          value={(value as string[]) ?? []}
          onChange={onChange}
          source={field.source}
          names={field.names}
          ordered={field.ordered}
        />
      );
    case 'searchSelect':
      return (
        <SearchSelectField
          {...common}
          value={String(value ?? '')}
          onChange={onChange}
          source={field.source}
          names={field.names}
          exclude={field.excludeSelf && recordId ? [recordId] : undefined}
        />
      );
    case 'queryMulti':
      return (
        <QueryMultiField
          {...common}
          value={(value as string[]) ?? []}
          onChange={onChange}
          options={field.options(form)}
        />
      );
    case 'checkboxGroup':
      return (
        <CheckboxGroupInput
          {...common}
          value={(value as string[]) ?? []}
          onChange={onChange}
          options={field.options(env)}
        />
      );
    case 'translations':
      return (
        <TranslationsInput
          {...common}
          value={(value as TextValue) ?? {}}
          onChange={onChange}
          languages={field.languages}
          errors={messagesUnder(errors, name)}
          suggest={
            field.suggestFrom === undefined
              ? undefined
              : {
                  label: LL.crud.suggest.button(),
                  working: LL.crud.suggest.working(),
                  run: async () => {
                    const current = (value as TextValue) ?? {};
                    const main = form[field.suggestFrom as keyof F];
                    const source = suggestionSource(
                      typeof main === 'string' ? main : '',
                      env.locale,
                      current,
                    );
                    if (!source) return { value: null, message: LL.crud.suggest.needText() };
                    const answer = await fetchSuggestions(source);
                    return answer.ok
                      ? {
                          value: mergeSuggestions(current, answer.translations),
                          message: LL.crud.suggest.done(),
                        }
                      : { value: null, message: answer.message };
                  },
                }
          }
        />
      );
    case 'priceLines':
      return (
        <PriceLinesInput
          {...common}
          value={(value as PriceLine[]) ?? []}
          onChange={onChange}
          errors={messagesUnder(errors, name)}
          texts={field.texts(env)}
          country={env.country}
        />
      );
  }
}

/** What every field component gets from the form (its label, error, description, state). */
interface CommonFieldProps<V> {
  name: string;
  label: string;
  error: string | null;
  description: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  value: V;
  onChange: (value: V) => void;
}

/** The chosen records' names, read by id (never the whole list). */
type NamesOf = (ids: readonly string[]) => QuerySpec<ReadonlyMap<string, string>>;

/** A `searchMulti` field: the chosen records' names read by id, the rest found by the server's search. */
function SearchMultiField({
  names,
  isRequired: _isRequired,
  ...props
}: CommonFieldProps<string[]> & { source: SearchSource<PickerOption>; names: NamesOf; ordered?: boolean }) {
  const { data } = useQuery<ReadonlyMap<string, string>>({
    ...names(props.value),
    placeholderData: keepPreviousData,
  });
  return <MultiSearchPicker {...props} names={data ?? new Map()} />;
}

/** A `searchSelect` field: the chosen record's name read by id, the others found by the server's search. */
function SearchSelectField({
  names,
  value,
  onChange,
  exclude,
  isRequired: _isRequired,
  ...props
}: CommonFieldProps<string> & {
  source: SearchSource<PickerOption>;
  names: NamesOf;
  exclude?: readonly string[];
}) {
  const { data } = useQuery<ReadonlyMap<string, string>>(names(value ? [value] : []));
  return (
    <SearchSelect
      {...props}
      value={value || null}
      valueLabel={value ? (data?.get(value) ?? null) : null}
      onChange={(id) => onChange(id ?? '')}
      exclude={exclude ? new Set(exclude) : undefined}
    />
  );
}

/** A `queryMulti` field: its options read from the server for what the form holds. */
function QueryMultiField({
  options,
  ...props
}: CommonFieldProps<string[]> & { options: QuerySpec<readonly PickerOption[]> }) {
  const { data } = useQuery<readonly PickerOption[]>({ ...options, placeholderData: keepPreviousData });
  // Closed to typing until its first options arrive: text typed into an empty list opens nothing,
  // and the list would not open by itself when the options came.
  return <MultiPicker {...props} isDisabled={props.isDisabled || data === undefined} options={data ?? []} />;
}
