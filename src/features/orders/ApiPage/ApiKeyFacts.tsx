import { useState } from 'react';
import { DEFAULT_ROTATION_OVERLAP_HOURS } from '../../../domain/apiKeys.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { TableColumn } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { RotateApiKeyDocument } from '../orders.gql.ts';

interface KeyFacts {
  id: string;
  createdBy?: string | null;
  owner?: string | null;
  expiresAt?: string | null;
  revokedAt?: string | null;
}

/** The columns issue 42 adds to the key list: who made it, who owns it now, when it expires. */
export function apiKeyFactColumns<T extends KeyFacts>(
  LL: TranslationFunctions,
  when: (iso: string) => string,
): TableColumn<T>[] {
  return [
    { id: 'createdBy', label: LL.orders.api.creator(), render: (key) => key.createdBy ?? '' },
    { id: 'owner', label: LL.orders.api.owner(), render: (key) => key.owner ?? '' },
    {
      id: 'expiresAt',
      label: LL.orders.api.expiresAt(),
      render: (key) => {
        if (!key.expiresAt) return LL.orders.api.noExpiry();
        const text = when(key.expiresAt);
        return new Date(key.expiresAt).getTime() <= Date.now()
          ? `${text} (${LL.orders.api.expired()})`
          : text;
      },
    },
  ];
}

/** Rotates a key: a new key is shown once, the old one works for the chosen hours. */
export function RotateKeyButton({
  LL,
  id,
  onRotated,
}: {
  LL: TranslationFunctions;
  id: string;
  onRotated: (key: string, hours: number) => void;
}) {
  const [hours, setHours] = useState(String(DEFAULT_ROTATION_OVERLAP_HOURS));
  return (
    <span>
      <TextField label={LL.orders.api.overlap()} value={hours} onChange={setHours} inputMode="numeric" />
      <Button
        tone="secondary"
        size="sm"
        onPress={async () => {
          const overlapHours = Number.parseInt(hours, 10);
          const result = await mutation.run(RotateApiKeyDocument, {
            id,
            overlapHours: Number.isFinite(overlapHours) ? overlapHours : DEFAULT_ROTATION_OVERLAP_HOURS,
          });
          if (result.success && result.data) onRotated(result.data.rotateApiKey.key, overlapHours);
        }}
      >
        {LL.orders.api.rotate()}
      </Button>
    </span>
  );
}
