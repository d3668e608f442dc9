import { describe, expect, it } from 'vitest';
import { resolveEmbedRequest } from '../app/embed.ts';

describe('the guest page route', () => {
  it('is served from the widget build, and only its two-part form', () => {
    expect(resolveEmbedRequest('/nowhere', '/order/abc/12')).toEqual({ kind: 'notBuilt' });
    expect(resolveEmbedRequest('/nowhere', '/order/abc')).toBeNull();
  });
});
