import { type MetadataRecordType, NOTE_KEY } from '../../domain/metadataKeys.ts';
import { execute } from '../../graphql/client.ts';
import { GetRecordMetadataDocument } from './notes.gql.ts';

/** Query keys of record notes; a save invalidates through these. */
export const notesKeys = {
  all: ['notes'] as const,
  record: (recordType: MetadataRecordType, recordId: string) => ['notes', recordType, recordId] as const,
};

export interface RecordNote {
  text: string;
  /** The `note` key's version, for the save's expectedVersion (0 while no note is set). */
  version: number;
}

/** A stored note value (JSON text of a string) as text; anything else reads as no note. */
export function noteText(value: string | null | undefined): string {
  if (!value) return '';
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : '';
  } catch {
    return '';
  }
}

export const recordNoteQueryOptions = (recordType: MetadataRecordType, recordId: string) => ({
  queryKey: notesKeys.record(recordType, recordId),
  queryFn: async (): Promise<RecordNote> => {
    const { recordMetadata } = await execute(GetRecordMetadataDocument, { recordType, recordId });
    const entry = recordMetadata.find((candidate) => candidate.key === NOTE_KEY);
    return { text: noteText(entry?.value), version: entry?.version ?? 0 };
  },
  // The editor starts from what is stored now, not from a copy another tab may have changed.
  staleTime: 0,
});
