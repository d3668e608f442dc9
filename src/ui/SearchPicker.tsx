import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { matchesSearch, PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE } from '../domain/search.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Button } from './Button.tsx';
import { ChosenChips } from './ChosenChips.tsx';
import * as styles from './FormControls.css.ts';
import type { Option } from './FormControls.tsx';
import * as fieldStyles from './TextField.css.ts';

/** One search's answer: the first matches (at most PICKER_PAGE_SIZE) and how many match in all. */
export interface SearchAnswer<O extends Option> {
  options: readonly O[];
  count: number;
}

/**
 * Where a picker's options come from (issue 14): the server searches, a page at a time. `query`
 * gives the query of one search text; its key comes from the area's key factory.
 */
export interface SearchSource<O extends Option> {
  query: (
    text: string,
    first: number,
  ) => {
    queryKey: QueryKey;
    queryFn: () => Promise<SearchAnswer<O>>;
  };
}

/** The text typed, once typing has paused (PICKER_DEBOUNCE_MS). */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), PICKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The server's first matches for what is typed (debounced; the last answer stays while the next loads). */
export function useServerSearch<O extends Option>(source: SearchSource<O>, text: string, enabled = true) {
  const settled = useDebounced(text.trim());
  const query = source.query(settled, PICKER_PAGE_SIZE);
  const result = useQuery({ ...query, enabled, placeholderData: keepPreviousData, staleTime: 10_000 });
  // The answer shown is for what was typed only once the typing settled and its answer came.
  return { ...result, current: settled === text.trim() && !result.isPlaceholderData };
}

export interface SearchPickerProps<O extends Option> {
  label: string;
  /** The label is read by screen readers only (a picker beside the list it adds to). */
  hideLabel?: boolean;
  description?: string | null;
  source: SearchSource<O>;
  /** Options not offered (already chosen). */
  exclude?: ReadonlySet<string>;
  onPick: (option: O) => void;
  /**
   * After a pick: `clear` empties the box at once (focused again, for the next one), `keep`
   * shows the picked option's name, a number of milliseconds shows it that long, then empties
   * (typing again before that keeps what is typed).
   */
  afterPick?: 'clear' | 'keep' | number;
  /** With `keep`: the option chosen before (its name shown in the box from the start). */
  chosen?: O | null;
  /** The text an option shows (its label by default). */
  render?: (option: O) => string;
  /**
   * Enter with no option highlighted picks the top match of what is typed ("press Enter to
   * add" without an arrow first); off by default, where Enter may mean something else.
   */
  enterPicksFirst?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
  inputClassName?: string;
}

/**
 * The one picker over a server search (issue 14): a combo box that asks the server for the first
 * PICKER_PAGE_SIZE matches of what is typed (debounced), says "type to search more" when more
 * match, and never holds a whole list. Bounded lists (venues, VAT rates, languages, enum values)
 * keep plain selects (docs/decisions.md).
 */
export function SearchPicker<O extends Option>(props: SearchPickerProps<O>) {
  const { LL } = useI18nContext();
  const afterPick = props.afterPick ?? 'clear';
  const chosen = afterPick === 'keep' ? (props.chosen ?? null) : null;
  const [input, setInput] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [picks, setPicks] = useState(0);
  const [selected, setSelected] = useState<string | null>(chosen?.id ?? null);
  const picked = useRef<string | null>(chosen?.label ?? null);
  const reset = useRef<number | null>(null);
  const cancelReset = useCallback(() => {
    if (reset.current !== null) window.clearTimeout(reset.current);
    reset.current = null;
  }, []);
  useEffect(() => cancelReset, [cancelReset]);
  // What is typed is searched; the picked option's name shown in the box is not a new search.
  const searching = input === picked.current ? '' : input;
  const { data, isFetching, current } = useServerSearch(props.source, searching, open || searching !== '');
  const excluded = props.exclude;
  const text = props.render ?? ((option: O) => option.label);
  // While the answer for what is typed is on its way, the last answer shows only what still
  // matches: an arrow and Enter must never pick an option of an earlier, shorter search.
  const options = (data?.options ?? []).filter(
    (option) =>
      !excluded?.has(option.id) && (current || !searching.trim() || matchesSearch(text(option), searching)),
  );
  // The chosen option stays an item while it is selected, or the combo box would drop its name.
  if (chosen && selected === chosen.id && !options.some((option) => option.id === chosen.id))
    options.push(chosen);
  const count = data?.count ?? 0;
  const shown = data?.options.length ?? 0;
  const descriptionId = useId();
  const pick = (option: O) => {
    props.onPick(option);
    cancelReset();
    if (afterPick === 'clear') {
      picked.current = null;
      setInput('');
      setPicks((n) => n + 1);
    } else if (afterPick === 'keep') {
      picked.current = option.label;
      setSelected(option.id);
      setInput(option.label);
    } else {
      picked.current = option.label;
      reset.current = window.setTimeout(() => {
        reset.current = null;
        picked.current = null;
        setInput('');
        setPicks((n) => n + 1);
      }, afterPick);
    }
  };

  return (
    <ComboBox
      key={picks}
      className={props.className ?? fieldStyles.field}
      aria-label={props.hideLabel ? props.label : undefined}
      inputValue={input}
      onInputChange={(value) => {
        if (value !== picked.current) {
          cancelReset();
          if (afterPick === 'keep') setSelected(null);
        }
        setInput(value);
      }}
      onOpenChange={(isOpen) => setOpen(isOpen)}
      items={options}
      selectedKey={afterPick === 'keep' ? selected : null}
      menuTrigger="input"
      // Open while the server's answer is on its way ("Searching…"), not only once options exist.
      allowsEmptyCollection
      isDisabled={props.isDisabled}
      name={props.name}
      onSelectionChange={(key) => {
        if (key === null) return;
        const option = options.find((row) => row.id === key);
        if (option) pick(option);
      }}
    >
      {!props.hideLabel && <Label className={fieldStyles.label}>{props.label}</Label>}
      <Input
        className={props.inputClassName ?? fieldStyles.input}
        placeholder={props.hideLabel ? `${LL.controls.add()}…` : undefined}
        autoFocus={afterPick === 'clear' && picks > 0}
        aria-describedby={descriptionId}
        onKeyDown={(event) => {
          if (!props.enterPicksFirst || event.key !== 'Enter') return;
          // An option highlighted by the arrows is the combo box's own to pick.
          if (event.currentTarget.getAttribute('aria-activedescendant')) return;
          const first = options[0];
          // Only the answer for what is typed: never a match of an earlier, shorter search.
          if (!first || !current || !searching.trim()) return;
          event.preventDefault();
          pick(first);
        }}
      />
      {props.description && (
        <Text slot="description" className={styles.hint}>
          {props.description}
        </Text>
      )}
      <Popover className={styles.popover}>
        <ListBox<O>
          className={styles.lines}
          // The options are the last answer's while the one for what is typed is on its way: a
          // test (or a script) that picks by keyboard waits for this to go.
          data-searching={(searching.trim() !== '' && !current) || undefined}
          renderEmptyState={() => (isFetching ? LL.controls.searching() : LL.controls.noMatches())}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.color && (
                <span className={styles.dot} style={{ background: option.color }} aria-hidden="true" />
              )}
              {text(option)}
            </ListBoxItem>
          )}
        </ListBox>
        {count > shown && (
          <p id={descriptionId} className={styles.hint} data-testid="picker-more">
            {LL.controls.moreToSearch({ shown, count })}
          </p>
        )}
      </Popover>
    </ComboBox>
  );
}

/**
 * Several records chosen over a server search: the chosen ones as chips (their names from
 * `names`, which the caller reads for those ids only), the picker to add more.
 */
export function MultiSearchPicker<O extends Option>(props: {
  label: string;
  name: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  source: SearchSource<O>;
  /** The chosen records' names, by id (read from the server for the chosen ids only). */
  names: ReadonlyMap<string, string>;
  error?: string | null;
  description?: string | null;
  isDisabled?: boolean;
  /** The order matters: each chip gets move buttons. */
  ordered?: boolean;
}) {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{props.label}</legend>
      <ChosenChips
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        nameOf={(id) => props.names.get(id) ?? LL.controls.loadingName()}
        ordered={props.ordered}
      />
      <SearchPicker
        label={`${LL.controls.add()}: ${props.label}`}
        hideLabel
        source={props.source}
        exclude={new Set(props.value)}
        onPick={(option) => props.onChange([...props.value, option.id])}
        isDisabled={props.isDisabled}
        name={props.name}
      />
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
 * One record of a list the server pages (a product's course, the list's category filter): the
 * picker shows the chosen one's name (read by id by the caller), a button takes the choice back.
 */
export function SearchSelect<O extends Option>(props: {
  label: string;
  value: string | null;
  /** The chosen record's name; null while it is being read. */
  valueLabel: string | null;
  onChange: (id: string | null) => void;
  source: SearchSource<O>;
  /** Records not offered (a category is not its own parent). */
  exclude?: ReadonlySet<string>;
  description?: string | null;
  error?: string | null;
  isDisabled?: boolean;
  name?: string;
  className?: string;
  /** The label is the field's name only (a grid cell whose row and column headers say what it is). */
  hideLabel?: boolean;
}) {
  const { LL } = useI18nContext();
  const [clears, setClears] = useState(0);
  const errorId = useId();
  const chosen =
    props.value !== null && props.valueLabel !== null ? { id: props.value, label: props.valueLabel } : null;
  // The picker starts again when the choice is taken back, and once the chosen name has come.
  const key = `${clears}-${props.value !== null && chosen === null ? 'reading' : 'ready'}`;
  return (
    <div
      className={props.className ?? fieldStyles.field}
      aria-describedby={props.error ? errorId : undefined}
    >
      <div className={styles.row}>
        <SearchPicker<Option>
          key={key}
          className={`${fieldStyles.field} ${styles.grow}`}
          label={props.label}
          hideLabel={props.hideLabel}
          description={props.description}
          source={props.source}
          exclude={props.exclude}
          afterPick="keep"
          chosen={chosen}
          onPick={(option) => props.onChange(option.id)}
          isDisabled={props.isDisabled}
          name={props.name}
        />
        {props.value !== null && (
          <Button
            tone="ghost"
            isDisabled={props.isDisabled}
            aria-label={LL.controls.clearChoice({ name: props.label })}
            onPress={() => {
              props.onChange(null);
              setClears((n) => n + 1);
            }}
          >
            ×
          </Button>
        )}
      </div>
      {props.error && (
        <span id={errorId} className={styles.errorText}>
          {props.error}
        </span>
      )}
    </div>
  );
}
