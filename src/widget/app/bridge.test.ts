import { describe, expect, it } from 'vitest';
import { embedderOrigin } from './bridge.ts';

describe('the embedding page origin', () => {
  it("prefers the browser's record of the ancestors", () => {
    expect(embedderOrigin(['https://kafe.se'], 'https://forged.example', 'https://other.example/page')).toBe(
      'https://kafe.se',
    );
  });

  it('falls back to the origin in the address, then to the referrer', () => {
    expect(embedderOrigin(undefined, 'https://kafe.se', '')).toBe('https://kafe.se');
    expect(embedderOrigin([], null, 'https://kafe.se/sign-up?x=1')).toBe('https://kafe.se');
  });

  it('refuses what is not an origin', () => {
    expect(embedderOrigin(['null'], 'https://kafe.se/path', 'not a url')).toBeNull();
    expect(embedderOrigin(undefined, null, '')).toBeNull();
  });
});
