import { describe, expect, it } from 'vitest';
import { REDACTED, stripPasswords } from './redact.ts';

describe('stripPasswords', () => {
  it('replaces password properties at any depth and keeps the rest', () => {
    const input = {
      username: 'a@b.se',
      password: 'Secret!1',
      nested: { newPassword: 'x', list: [{ currentPassword: 'y', ok: 1 }] },
    };
    expect(stripPasswords(input)).toEqual({
      username: 'a@b.se',
      password: REDACTED,
      nested: { newPassword: REDACTED, list: [{ currentPassword: REDACTED, ok: 1 }] },
    });
    expect(input.password).toBe('Secret!1');
  });

  it('copes with primitives and cycles', () => {
    expect(stripPasswords('text')).toBe('text');
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(stripPasswords(cyclic)).toEqual({ a: 1, self: '[circular]' });
  });
});
