import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';
import { negotiateEncoding } from '../platform/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below about one packet, compressing saves no round trip and costs CPU. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * GraphQL answers above a small size compressed by Accept-Encoding (issue 15). Only whole JSON
 * answers: streams (SSE subscriptions, multipart) pass as they are, and graphql-ws runs on its
 * own WebSocket path. Brotli at quality 5 and gzip at 6 keep it cheap per request.
 */
export function compressResponses(minBytes = COMPRESS_MIN_BYTES): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || !/json/.test(type) || response.headers.has('content-encoding')) return;
      const coding = negotiateEncoding(request.headers.get('accept-encoding'), ['br', 'gzip']);
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'accept-encoding');
      const body = Buffer.from(await response.arrayBuffer());
      let sent: Buffer = body;
      if (coding && body.length >= minBytes) {
        sent =
          coding === 'br'
            ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : await gzipAsync(body, { level: 6 });
        headers.set('content-encoding', coding);
      }
      headers.set('content-length', String(sent.length));
      setResponse(
        new fetchAPI.Response(new Uint8Array(sent), {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    },
  };
}
