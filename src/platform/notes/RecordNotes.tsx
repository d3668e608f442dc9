import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_NOTE_LENGTH,
  type MetadataRecordType,
  NOTE_KEY,
  parseMetadataValue,
} from '../../domain/metadata.ts';
import { conflictVersion } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConflictChoice } from '../../ui/ConflictChoice.tsx';
import * as styles from '../../ui/FormControls.css.ts';
import { TextInput } from '../../ui/FormControls.tsx';
import { serverFieldMessages } from '../forms/index.ts';
import { UpdateMetadataDocument } from './notes.gql.ts';
import { type RecordNote, recordNoteQueryOptions } from './notes.queries.ts';

interface RecordNotesProps {
  recordType: MetadataRecordType;
  recordId: string;
  /** The record's name, for the panel's accessible name. */
  name: string;
  /** The panel heading's level where it sits (2 on a page of its own, 3 under an editor). */
  level?: 2 | 3;
}

/**
 * A record's internal note (record metadata `note`; spec section 7 "metadata updates for company,
 * venue, item, category and upsell"): one text, read and saved through the metadata API with its
 * version. One panel for every record type: the company and venue settings, categories and upsells.
 */
export function RecordNotes(props: RecordNotesProps) {
  const { LL } = useI18nContext();
  const { data, isError } = useQuery(recordNoteQueryOptions(props.recordType, props.recordId));
  if (isError) return <p className={styles.errorText}>{LL.notes.loadFailed()}</p>;
  if (!data) return null;
  return <NoteForm key={`${props.recordType}:${props.recordId}`} {...props} initial={data} />;
}

type Status =
  | { kind: 'saved' }
  | { kind: 'conflict'; currentVersion: number }
  | { kind: 'failed'; message: string };

function NoteForm({
  recordType,
  recordId,
  name,
  level = 3,
  initial,
}: RecordNotesProps & { initial: RecordNote }) {
  const { LL } = useI18nContext();
  const L = LL.notes;
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.text);
  const [version, setVersion] = useState(initial.version);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';

  /** Saves the text; `basedOn` is the version it replaces (the stored one, to overwrite). */
  const save = async (basedOn: number = version) => {
    const trimmed = text.trim();
    // The server's own rule first, so a long note is named before it travels.
    const checked = parseMetadataValue(recordType, NOTE_KEY, JSON.stringify(trimmed));
    if (!checked.ok) {
      const code = checked.problems[0]?.code;
      setError(code === 'tooLong' ? L.tooLong({ max: MAX_NOTE_LENGTH }) : LL.errors.badInput());
      setStatus(null);
      return;
    }
    setSaving(true);
    try {
      // An emptied note removes the key rather than storing "".
      const saved = await mutation.send(UpdateMetadataDocument, {
        recordType,
        recordId,
        key: NOTE_KEY,
        value: trimmed === '' ? null : JSON.stringify(trimmed),
        expectedVersion: basedOn,
      });
      setText(trimmed);
      setVersion(saved.updateMetadata?.version ?? 0);
      setError(null);
      setStatus({ kind: 'saved' });
      queryClient.setQueryData<RecordNote>(recordNoteQueryOptions(recordType, recordId).queryKey, {
        text: trimmed,
        version: saved.updateMetadata?.version ?? 0,
      });
    } catch (failure) {
      const current = conflictVersion(failure);
      if (current !== null) {
        // The typing stays: the user chooses between theirs and the stored note.
        setStatus({ kind: 'conflict', currentVersion: current });
        return;
      }
      const fields = serverFieldMessages(failure);
      setError(fields.value ?? null);
      setStatus({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setSaving(false);
    }
  };

  /** The stored note replaces the typing (the user chose it over their own). */
  const reload = async () => {
    try {
      const fresh = await queryClient.fetchQuery(recordNoteQueryOptions(recordType, recordId));
      setText(fresh.text);
      setVersion(fresh.version);
      setError(null);
      setStatus(null);
    } catch (failure) {
      setStatus({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  return (
    <section aria-label={L.title({ name })} className={styles.group}>
      <Heading className={styles.legend}>{L.heading()}</Heading>
      <TextInput
        kind="multiline"
        name={`note-${recordType.toLowerCase()}`}
        label={L.label()}
        description={L.hint()}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
          if (status?.kind !== 'conflict') setStatus(null);
        }}
        error={error}
      />
      {status?.kind === 'conflict' && (
        <ConflictChoice
          message={L.conflict()}
          reloadLabel={L.reload()}
          overwriteLabel={L.overwrite()}
          onReload={() => void reload()}
          onOverwrite={() => void save(status.currentVersion)}
          isBusy={saving}
        />
      )}
      {status?.kind === 'failed' && !error && (
        <p role="alert" className={styles.errorText}>
          {status.message}
        </p>
      )}
      <div className={styles.row}>
        <Button tone="primary" size="sm" onPress={() => void save()} isDisabled={saving}>
          {L.save()}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {status?.kind === 'saved' ? L.saved() : ''}
      </p>
    </section>
  );
}
