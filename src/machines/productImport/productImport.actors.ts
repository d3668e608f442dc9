import { createActor } from 'xstate';
import { productImportMachine } from './productImport.machine.ts';
import type { ImportPreview } from './productImport.types.ts';

/** Characters per request: the API takes 64 KB, and a character may take 3 bytes. */
export const IMPORT_CHUNK_LENGTH = 16_000;

export function chunksOf(text: string, size = IMPORT_CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
  return chunks.length > 0 ? chunks : [''];
}

export interface ProductImportEnvironment {
  start: () => Promise<string>;
  append: (importId: string, index: number, chunk: string) => Promise<void>;
  preview: (importId: string) => Promise<ImportPreview>;
  commit: (importId: string) => Promise<{ creates: number; updates: number }>;
  onImported: () => void;
  failureMessage: (error: unknown) => string;
}

/** The import machine wired to the API: each named action calls it and reports back. */
export function createProductImportActor(env: ProductImportEnvironment) {
  let self: ReturnType<typeof createActor<typeof productImportMachine>> | null = null;
  const fail = (error: unknown) => self?.send({ type: 'FAILED', message: env.failureMessage(error) });
  const machine = productImportMachine.provide({
    actions: {
      upload: ({ context }) => {
        const chunks = chunksOf(context.text ?? '');
        void (async () => {
          const importId = await env.start();
          self?.send({ type: 'PROGRESS', uploaded: 0, chunks: chunks.length });
          for (const [index, chunk] of chunks.entries()) {
            await env.append(importId, index, chunk);
            self?.send({ type: 'PROGRESS', uploaded: index + 1, chunks: chunks.length });
          }
          self?.send({ type: 'UPLOADED', importId });
        })().catch(fail);
      },
      preview: ({ context }) => {
        void env
          .preview(context.importId ?? '')
          .then((preview) => self?.send({ type: 'PREVIEWED', preview }))
          .catch(fail);
      },
      commit: ({ context }) => {
        void env
          .commit(context.importId ?? '')
          .then((result) => self?.send({ type: 'IMPORTED', ...result }))
          .catch(fail);
      },
      onImported: () => env.onImported(),
    },
  });
  const actor = createActor(machine);
  self = actor;
  return actor.start();
}

export type ProductImportActor = ReturnType<typeof createProductImportActor>;
