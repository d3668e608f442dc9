export { UpdateMetadataDocument } from './notes.gql.ts';
export { RecordNotes } from './RecordNotes.tsx';
