import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { TERMINAL_PERMISSIONS } from '../../domain/staff.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { Option, ResourceEnvBase } from '../../platform/crud/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';
import { useVenueSelection } from '../../platform/shell/index.ts';
import { type AccessLevelRow, accessLevelsQueryOptions } from './staff.queries.ts';

/** What the staff descriptors read: the venues, the access levels and the permissions' words. */
export interface StaffEnv extends ResourceEnvBase {
  venues: readonly { id: string; name: string }[];
  accessLevels: readonly AccessLevelRow[];
  options: { venues: Option[]; accessLevels: Option[]; permissions: Option[] };
}

export function useStaffEnv(): StaffEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: accessLevels } = useSuspenseQuery(accessLevelsQueryOptions());
  const { venues } = useVenueSelection();
  const country = normalizeCountry(metadata.country);
  const locale = COUNTRIES[country].languageTag;
  return useMemo(
    () => ({
      LL,
      locale,
      country,
      currency: metadata.currency || COUNTRIES[country].currency,
      venues,
      accessLevels,
      options: {
        venues: venues.map((venue) => ({ id: venue.id, label: venue.name })),
        accessLevels: accessLevels.map((level) => ({ id: level.id, label: level.name })),
        permissions: TERMINAL_PERMISSIONS.map((permission) => ({
          id: permission,
          label: LL.staff.permissions[permission].title(),
          description: LL.staff.permissions[permission].meaning(),
        })),
      },
    }),
    [LL, locale, country, metadata, venues, accessLevels],
  );
}
