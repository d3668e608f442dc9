export interface ImportPreview {
  total: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: { line: number; column: string; code: string; message: string }[];
  rows: { line: number; action: string; id: string | null; title: string; changes: string[] }[];
}

export interface ProductImportContext {
  fileName: string | null;
  text: string | null;
  importId: string | null;
  /** Chunks uploaded of all chunks. */
  uploaded: number;
  chunks: number;
  preview: ImportPreview | null;
  result: { creates: number; updates: number } | null;
  error: string | null;
}

export type ProductImportEvent =
  | { type: 'FILE'; name: string; text: string }
  | { type: 'PROGRESS'; uploaded: number; chunks: number }
  | { type: 'UPLOADED'; importId: string }
  | { type: 'PREVIEWED'; preview: ImportPreview }
  | { type: 'IMPORT' }
  | { type: 'IMPORTED'; creates: number; updates: number }
  | { type: 'FAILED'; message: string }
  | { type: 'RESET' };
