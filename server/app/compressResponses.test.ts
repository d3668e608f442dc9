import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressResponses } from './compressResponses.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { text(length: Int!): String! }',
    resolvers: { Query: { text: (_: unknown, { length }: { length: number }) => 'x'.repeat(length) } },
  }),
  plugins: [compressResponses()],
  logging: false,
});

async function ask(length: number, acceptEncoding?: string) {
  const response = await yoga.fetch('http://api.invalid/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    body: JSON.stringify({ query: `{ text(length: ${length}) }` }),
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('compressed GraphQL answers', () => {
  it('compresses an answer above the threshold by Accept-Encoding', async () => {
    const br = await ask(COMPRESS_MIN_BYTES * 4, 'gzip, deflate, br');
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(br.response.headers.get('vary')).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).data.text).toHaveLength(
      COMPRESS_MIN_BYTES * 4,
    );
    const gz = await ask(COMPRESS_MIN_BYTES * 4, 'br;q=0, gzip');
    expect(gz.response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data.text).toHaveLength(COMPRESS_MIN_BYTES * 4);
  });

  it('sends small answers, and answers to clients without a known coding, as they are', async () => {
    const small = await ask(10, 'br, gzip');
    expect(small.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(small.body.toString()).data.text).toBe('x'.repeat(10));
    for (const coding of [undefined, 'identity', 'zstd']) {
      const plain = await ask(COMPRESS_MIN_BYTES * 4, coding);
      expect(plain.response.headers.get('content-encoding')).toBeNull();
      expect(plain.response.headers.get('vary')).toContain('accept-encoding');
      expect(JSON.parse(plain.body.toString()).data.text).toHaveLength(COMPRESS_MIN_BYTES * 4);
    }
  });
});
