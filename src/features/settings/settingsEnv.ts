import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ResourceEnvBase, useResourceEnvBase } from '../../platform/crud/index.ts';
import { type Formats, useFormats } from '../../platform/formats/index.ts';
import type { Option } from '../../ui/FormControls.tsx';
import { venueListQueryOptions } from './settings.queries.ts';

/** What the settings descriptors read: the company's time zone for a new venue, the venues for a beeper range, the reader's formats. */
export interface SettingsEnv extends ResourceEnvBase {
  timezone: string;
  formats: Formats;
  venues: readonly Option[];
}

export function useSettingsEnv(): SettingsEnv {
  const base = useResourceEnvBase();
  const { data: venues } = useSuspenseQuery(venueListQueryOptions());
  const formats = useFormats();
  return useMemo(
    () => ({ ...base, venues: venues.map((venue) => ({ id: venue.id, label: venue.name })), formats }),
    [base, venues, formats],
  );
}
