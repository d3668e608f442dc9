import { fetchAuthorized } from './client.ts';

/** How far a streamed export has come: rows received of the rows the server announced. */
export interface ExportProgress {
  done: number;
  total: number;
}

const NEWLINE = 10;

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a CSV the server streams (`/export/orders.csv`, `/export/payments.csv`: the server
 * pages through SQL, server/platform/api/csvStream.ts), reporting progress as its rows arrive: the server
 * announces the count in `x-row-count`, and every line end after the header is one more row (a
 * quoted cell with a line break counts twice: it is a progress bar, not a tally). Answers the
 * announced count.
 */
export async function downloadStreamedCsv(
  path: string,
  fallbackName: string,
  onProgress: (progress: ExportProgress) => void,
): Promise<number> {
  const response = await fetchAuthorized(path);
  const total = Number(response.headers.get('x-row-count') ?? 0);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  onProgress({ done: 0, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === NEWLINE) lines++;
      onProgress({ done: Math.min(total, lines), total });
    }
  }
  onProgress({ done: total, total });
  const url = URL.createObjectURL(new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return total;
}

/** The export path with the list's filter as JSON (the server checks it with the list's schema). */
export function exportPath(path: string, filter: object): string {
  return `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
