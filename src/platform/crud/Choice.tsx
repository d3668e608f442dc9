import { useQuery } from '@tanstack/react-query';
import { SearchSelect } from '../../ui/SearchPicker.tsx';
import { Select } from '../../ui/Select.tsx';
import type { ChoiceSource } from './resource.ts';

/**
 * A choice of the list screen (the facet, a bulk action's value): a select over a small fixed
 * list, or a search over a list the server pages, the chosen record's name read by id.
 */
export function Choice<Env>({
  label,
  source,
  env,
  value,
  onChange,
  allLabel,
}: {
  label: string;
  source: ChoiceSource<Env>;
  env: Env;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The facet's "all" (no filter). */
  allLabel?: string;
}) {
  if (source.lookup)
    return <LookupChoice label={label} lookup={source.lookup} value={value} onChange={onChange} />;
  const options = source.options(env);
  if (allLabel === undefined)
    return <Select label={label} options={options} value={value} onChange={onChange} />;
  return (
    <Select
      label={label}
      options={[{ id: 'all', label: allLabel }, ...options]}
      value={value ?? 'all'}
      onChange={(chosen) => onChange(chosen === 'all' ? null : chosen)}
    />
  );
}

function LookupChoice({
  label,
  lookup,
  value,
  onChange,
}: {
  label: string;
  lookup: NonNullable<ChoiceSource<unknown>['lookup']>;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { data } = useQuery<ReadonlyMap<string, string>>(lookup.names(value ? [value] : []));
  return (
    <SearchSelect
      label={label}
      value={value}
      valueLabel={value ? (data?.get(value) ?? null) : null}
      onChange={onChange}
      source={lookup.source}
    />
  );
}
