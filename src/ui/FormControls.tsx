import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  Disclosure,
  DisclosurePanel,
  FieldError,
  FileTrigger,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Slider,
  SliderThumb,
  SliderTrack,
  Text,
  TextArea,
} from 'react-aria-components';
import type { CountryCode } from '../domain/countries.ts';
import { TRANSLATION_KEYS } from '../domain/pim.ts';
import { normalizeQuery, normalizeSearchText } from '../domain/search.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Button } from './Button.tsx';
import { ChosenChips } from './ChosenChips.tsx';
import * as styles from './FormControls.css.ts';
import { MoneyField } from './MoneyField.tsx';
import { Select } from './Select.tsx';
import * as fieldStyles from './TextField.css.ts';
import { TextField } from './TextField.tsx';

/**
 * The form controls of the generic editor (and of any form): each edits one value of a fixed type,
 * shows its label, description and error, and reads only the base dictionary (`controls`).
 */

export interface Option {
  id: string;
  label: string;
  /** A colour dot, for categories. */
  color?: string;
  /** Options shown under a heading (allergens: the 14 EU ones first). */
  group?: string;
  /** A line under the label (what a staff terminal permission allows). */
  description?: string;
}

/** A text in several languages, by language code. */
export interface TextValue {
  [language: string]: string | undefined;
}

/** A line of a price list (a modification group's variations). */
export interface PriceLine {
  /** The stored id, or a client key for a new line. */
  key: string;
  id: string | null;
  name: string;
  price: string;
}

/** The words of a price list, given by the form that uses it. */
export interface PriceLineTexts {
  name: string;
  price: string;
  priceHint: string;
  add: string;
}

const NONE = '__none__';

/** A button of a field that asks the server for its value; answers the value (or none) and what to say. */
export interface FieldAction<V> {
  label: string;
  working: string;
  run: () => Promise<{ value: V | null; message: string }>;
}

/** The action's button and its message (a live region, so a screen reader hears the outcome). */
function ActionButton<V>({ action, onValue }: { action: FieldAction<V>; onValue: (value: V) => void }) {
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className={styles.suggest}>
      <Button
        tone="secondary"
        isDisabled={working}
        onPress={async () => {
          setWorking(true);
          setMessage(null);
          try {
            const result = await action.run();
            if (result.value !== null) onValue(result.value);
            setMessage(result.message);
          } finally {
            setWorking(false);
          }
        }}
      >
        {working ? action.working : action.label}
      </Button>
      <p role="status" className={styles.suggestMessage}>
        {message}
      </p>
    </div>
  );
}

export interface FieldProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
  description?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name: string;
}

export function TextInput({
  kind,
  action,
  ...props
}: FieldProps<string> & {
  /** `decimal`: a number with decimals that is not money (a percentage); money is `MoneyField`. */
  kind: 'text' | 'url' | 'decimal' | 'integer' | 'multiline' | 'pin';
  /** A button beside the field that fills it from the server (a proposed PIN). */
  action?: FieldAction<string>;
}) {
  if (kind === 'multiline') {
    return (
      <AriaTextField
        className={fieldStyles.field}
        value={props.value}
        onChange={props.onChange}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        isInvalid={Boolean(props.error)}
        name={props.name}
      >
        <Label className={fieldStyles.label}>{props.label}</Label>
        <TextArea className={fieldStyles.input} rows={3} />
        {props.description && (
          <Text slot="description" className={fieldStyles.description}>
            {props.description}
          </Text>
        )}
        <FieldError className={fieldStyles.error}>{props.error}</FieldError>
      </AriaTextField>
    );
  }
  const field = (
    <TextField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      errorMessage={props.error}
      description={props.description ?? undefined}
      name={props.name}
      // A PIN is a secret typed in front of others: masked, digits keyboard, never autofilled.
      type={kind === 'url' ? 'url' : kind === 'pin' ? 'password' : 'text'}
      inputMode={
        kind === 'decimal' ? 'decimal' : kind === 'integer' || kind === 'pin' ? 'numeric' : undefined
      }
      autoComplete={kind === 'pin' ? 'new-password' : undefined}
    />
  );
  if (!action) return field;
  return (
    <div>
      {field}
      <ActionButton action={action} onValue={props.onChange} />
    </div>
  );
}

export function SelectInput({
  options,
  noneLabel,
  ...props
}: FieldProps<string> & { options: readonly Option[]; noneLabel?: string }) {
  const all = noneLabel ? [{ id: NONE, label: noneLabel }, ...options] : options;
  return (
    <Select
      label={props.label}
      name={props.name}
      options={all}
      value={props.value === '' ? (noneLabel ? NONE : null) : props.value}
      onChange={(value) => props.onChange(value === NONE ? '' : value)}
      errorMessage={props.error}
      description={props.description ?? undefined}
      isRequired={props.isRequired}
    />
  );
}

export function CheckboxInput(props: FieldProps<boolean>) {
  return (
    <div className={fieldStyles.field}>
      <Checkbox
        className={styles.checkboxRow}
        isSelected={props.value}
        onChange={props.onChange}
        isDisabled={props.isDisabled}
        name={props.name}
      >
        <span className={styles.box} aria-hidden="true">
          {props.value ? '✓' : ''}
        </span>
        {props.label}
      </Checkbox>
      {props.error && <span className={styles.errorText}>{props.error}</span>}
    </div>
  );
}

/**
 * A number picked on a scale (a sound's volume): react-aria's slider, labelled, by pointer or keys
 * (arrows, Page Up/Down, Home/End). `onChangeEnd` gets the value once a drag or a key press ends.
 */
export function SliderInput({
  minValue = 0,
  maxValue = 100,
  step = 1,
  onChangeEnd,
  ...props
}: FieldProps<number> & {
  minValue?: number;
  maxValue?: number;
  step?: number;
  onChangeEnd?: (value: number) => void;
}) {
  return (
    <Slider
      className={styles.slider}
      value={props.value}
      onChange={props.onChange}
      onChangeEnd={onChangeEnd}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      isDisabled={props.isDisabled}
    >
      <Label>{props.label}</Label>
      <SliderTrack className={styles.sliderTrack}>
        <SliderThumb className={styles.sliderThumb} name={props.name} />
      </SliderTrack>
    </Slider>
  );
}

/**
 * A file chosen with a button (react-aria's FileTrigger): the field's name above it, the button
 * saying what it does, the description and error read with the button.
 */
export function FileInput({
  label,
  buttonLabel,
  accept,
  description,
  error,
  isDisabled,
  onFile,
}: {
  label: string;
  buttonLabel: string;
  /** Media types or endings the picker offers (`image/png`, `.csv`). */
  accept: string[];
  description?: string | null;
  error?: string | null;
  isDisabled?: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const described = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.fileGroup}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.fileRow}>
        <FileTrigger
          acceptedFileTypes={accept}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onFile(file);
          }}
        >
          <Button tone="secondary" isDisabled={isDisabled} aria-describedby={described || undefined}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </div>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.errorText} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** A fixed palette as a radio group of swatches, each named by its colour. */
export function SwatchInput({ options, ...props }: FieldProps<string> & { options: readonly Option[] }) {
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={props.value}
      onChange={props.onChange}
      isInvalid={Boolean(props.error)}
      isRequired={props.isRequired}
      name={props.name}
      orientation="horizontal"
    >
      <Label className={fieldStyles.label}>{props.label}</Label>
      <div className={styles.swatches}>
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            aria-label={option.label}
            className={styles.swatch}
            style={{ background: option.color ?? option.id }}
          >
            {({ isSelected }) => <span aria-hidden="true">{isSelected ? '✓' : ''}</span>}
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{props.error}</FieldError>
    </RadioGroup>
  );
}

/** An amount and a unit ("33 cl") typed as two labelled inputs in one group. */
export function QuantityInput({ units, ...props }: FieldProps<string> & { units: readonly string[] }) {
  const { LL } = useI18nContext();
  const match = /^\s*([\d.,]*)\s*([a-z]*)\s*$/i.exec(props.value);
  const amount = match?.[1] ?? '';
  const unit = match?.[2] || units[0] || '';
  const set = (nextAmount: string, nextUnit: string) =>
    props.onChange(nextAmount.trim() === '' ? '' : `${nextAmount.trim()} ${nextUnit}`);
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{props.label}</legend>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField
            label={LL.controls.volumeAmount()}
            value={amount}
            onChange={(value) => set(value, unit)}
            inputMode="decimal"
            name={`${props.name}.amount`}
          />
        </div>
        <div className={styles.narrow}>
          <Select
            label={LL.controls.volumeUnit()}
            options={units.map((entry) => ({ id: entry, label: entry }))}
            value={unit}
            onChange={(value) => set(amount, value)}
          />
        </div>
      </div>
      {props.error && (
        <span id={`${id}-error`} className={styles.errorText}>
          {props.error}
        </span>
      )}
    </fieldset>
  );
}

/** Checkboxes under headings (allergens: the 14 EU ones first). */
export function CheckboxGroupInput({
  options,
  ...props
}: FieldProps<string[]> & { options: readonly Option[] }) {
  const groups = useMemo(() => {
    const map = new Map<string, Option[]>();
    for (const option of options)
      map.set(option.group ?? '', [...(map.get(option.group ?? '') ?? []), option]);
    return [...map];
  }, [options]);
  return (
    <CheckboxGroup
      className={styles.group}
      value={props.value}
      onChange={props.onChange}
      isInvalid={Boolean(props.error)}
      isRequired={props.isRequired}
      name={props.name}
    >
      <Label className={styles.legend}>{props.label}</Label>
      {props.description && (
        <Text slot="description" className={fieldStyles.description}>
          {props.description}
        </Text>
      )}
      {groups.map(([heading, entries]) => (
        <div key={heading}>
          {heading && <div className={styles.subheading}>{heading}</div>}
          <div className={styles.checkboxGrid}>
            {entries.map((option) => (
              <Checkbox key={option.id} value={option.id} className={styles.checkboxRow}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.box} aria-hidden="true">
                      {isSelected ? '✓' : ''}
                    </span>
                    {option.description ? (
                      <span className={styles.optionText}>
                        {option.label}
                        <span className={styles.optionDescription}>{option.description}</span>
                      </span>
                    ) : (
                      option.label
                    )}
                  </>
                )}
              </Checkbox>
            ))}
          </div>
        </div>
      ))}
      <FieldError className={fieldStyles.error}>{props.error}</FieldError>
    </CheckboxGroup>
  );
}

/** How many matches the "add" box lists; typing narrows 10,000 products down. */
const PICKER_LIMIT = 50;

/**
 * A chosen list with an "add" combo box: chosen entries show as chips with a remove button
 * (and move buttons when the order matters); the combo box filters the rest as one types.
 */
export function MultiPicker({
  options,
  ordered,
  ...props
}: FieldProps<string[]> & { options: readonly Option[]; ordered?: boolean }) {
  const { LL } = useI18nContext();
  const [input, setInput] = useState('');
  // A fresh combo box after each pick: closed, empty, and focused again for the next one.
  const [picks, setPicks] = useState(0);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const chosen = props.value.filter((id) => byId.has(id));
  const available = useMemo(() => {
    const wanted = normalizeQuery(input);
    const taken = new Set(props.value);
    return options
      .filter((option) => !taken.has(option.id))
      .filter((option) => wanted === '' || normalizeSearchText(option.label).includes(wanted))
      .slice(0, PICKER_LIMIT);
  }, [options, props.value, input]);
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{props.label}</legend>
      <ChosenChips
        label={props.label}
        value={chosen}
        onChange={props.onChange}
        nameOf={(id) => byId.get(id)?.label ?? id}
        colorOf={(id) => byId.get(id)?.color}
        ordered={ordered}
      />
      <ComboBox
        key={picks}
        className={fieldStyles.field}
        aria-label={`${LL.controls.add()}: ${props.label}`}
        inputValue={input}
        onInputChange={setInput}
        items={available}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key === null) return;
          props.onChange([...props.value, String(key)]);
          setInput('');
          setPicks((count) => count + 1);
        }}
        menuTrigger="input"
        isDisabled={props.isDisabled}
        name={props.name}
      >
        <Input className={fieldStyles.input} placeholder={`${LL.controls.add()}…`} autoFocus={picks > 0} />
        <Popover className={styles.popover}>
          <ListBox<Option> className={styles.lines}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                {option.color && (
                  <span className={styles.dot} style={{ background: option.color }} aria-hidden="true" />
                )}
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {props.description && <span className={styles.hint}>{props.description}</span>}
      {props.error && (
        <span id={`${id}-error`} className={styles.errorText}>
          {props.error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * A text per language, folded away until needed: by default every translation key of a name,
 * each labelled with the language's name in the user's language (Intl.DisplayNames).
 */
export function TranslationsInput({
  languages = TRANSLATION_KEYS,
  languageName,
  errors,
  suggest,
  ...props
}: FieldProps<TextValue> & {
  languages?: readonly string[];
  languageName?: (code: string) => string;
  errors: Record<string, string>;
  /** Fills the empty languages with suggestions; answers a message to show (done or why not). */
  suggest?: FieldAction<TextValue>;
}) {
  // Language names from the browser's ICU data in the user's language: no i18n namespace needed
  // (Swedish is keyed `se` in our data).
  const { locale } = useI18nContext();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale]);
  const nameOf = languageName ?? ((code: string) => names.of(code === 'se' ? 'sv' : code) ?? code);
  const filled = languages.filter((code) => props.value[code]).length;
  const [expanded, setExpanded] = useState(Object.keys(errors).length > 0);
  if (!expanded && Object.keys(errors).length > 0) setExpanded(true);
  return (
    <Disclosure className={styles.group} isExpanded={expanded} onExpandedChange={setExpanded}>
      <Heading level={3} className={styles.legend}>
        <AriaButton slot="trigger" className={styles.disclosureButton}>
          <span aria-hidden="true" className={styles.foldArrow}>
            {expanded ? '▾' : '▸'}
          </span>
          {props.label} ({filled}/{languages.length})
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <div className={styles.translations}>
          {languages.map((code) => (
            <TextField
              key={code}
              label={nameOf(code)}
              value={props.value[code] ?? ''}
              onChange={(text) => props.onChange({ ...props.value, [code]: text })}
              errorMessage={errors[code]}
              name={`${props.name}.${code}`}
              lang={code === 'se' ? 'sv' : code === 'no' ? 'nb' : code}
            />
          ))}
        </div>
        {suggest ? <ActionButton action={suggest} onValue={(value) => props.onChange(value)} /> : null}
      </DisclosurePanel>
    </Disclosure>
  );
}

let lineCounter = 0;
export function newLineKey(): string {
  lineCounter += 1;
  return `new-${lineCounter}`;
}

/** An ordered list of name + price lines (a modification group's variations); prices as the one money input reads them. */
export function PriceLinesInput({
  errors,
  texts,
  country,
  ...props
}: FieldProps<PriceLine[]> & {
  errors: Record<string, string>;
  texts: PriceLineTexts;
  /** The company's country, whose decimal mark the prices take. */
  country: CountryCode;
}) {
  const { LL } = useI18nContext();
  const lines = props.value;
  const update = (index: number, patch: Partial<PriceLine>) =>
    props.onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const move = (index: number, delta: number) => {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    if (!line) return;
    next.splice(index + delta, 0, line);
    props.onChange(next);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.label}</legend>
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const name = line.name || `${index + 1}`;
          return (
            <li key={line.key} className={styles.row}>
              <div className={styles.grow}>
                <TextField
                  label={texts.name}
                  value={line.name}
                  onChange={(value) => update(index, { name: value })}
                  errorMessage={errors[`${index}.name`]}
                  isRequired
                  name={`${props.name}.${index}.name`}
                />
              </div>
              <div className={styles.narrow}>
                <MoneyField
                  label={texts.price}
                  value={line.price}
                  onChange={(value) => update(index, { price: value })}
                  country={country}
                  errorMessage={errors[`${index}.price`]}
                  name={`${props.name}.${index}.price`}
                />
              </div>
              <Button
                tone="ghost"
                size="sm"
                aria-label={LL.controls.moveUp({ name })}
                isDisabled={index === 0}
                onPress={() => move(index, -1)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                tone="ghost"
                size="sm"
                aria-label={LL.controls.moveDown({ name })}
                isDisabled={index === lines.length - 1}
                onPress={() => move(index, 1)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                tone="ghost"
                size="sm"
                aria-label={LL.controls.remove({ name })}
                onPress={() => props.onChange(lines.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <span className={styles.hint}>{texts.priceHint}</span>
      <div>
        <Button
          tone="secondary"
          size="sm"
          onPress={() => props.onChange([...lines, { key: newLineKey(), id: null, name: '', price: '0' }])}
        >
          {texts.add}
        </Button>
      </div>
      {props.error && <span className={styles.errorText}>{props.error}</span>}
    </fieldset>
  );
}

export function FieldFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <div style={wide ? { gridColumn: '1 / -1' } : undefined}>{children}</div>;
}
