import { describe, expect, it } from 'vitest';
import { arrivals, audible, DEFAULT_KDS_SOUND, parseKdsSound } from './kdsAlerts.ts';

describe('new tickets on the kitchen display', () => {
  const board = [
    { id: 'a', stage: 'NEW' },
    { id: 'b', stage: 'IN_PROGRESS' },
  ];
  it('announces nothing on the first board a screen reads', () => {
    expect(arrivals(null, board)).toEqual([]);
  });
  it('announces a NEW ticket that was not on the board before', () => {
    expect(arrivals(new Set(['b']), board)).toEqual(['a']);
    expect(arrivals(new Set(['a', 'b']), board)).toEqual([]);
  });
  it('does not announce a ticket coming back in a later stage (a recall)', () => {
    expect(arrivals(new Set(['a']), board)).toEqual([]);
  });
});

describe('the screen sound settings', () => {
  it('defaults when nothing or something unreadable is stored', () => {
    expect(parseKdsSound(null)).toEqual(DEFAULT_KDS_SOUND);
    expect(parseKdsSound('{oops')).toEqual(DEFAULT_KDS_SOUND);
    expect(parseKdsSound('7')).toEqual(DEFAULT_KDS_SOUND);
  });
  it('reads a stored choice and clamps the volume', () => {
    expect(parseKdsSound('{"volume":30,"muted":true}')).toEqual({ volume: 30, muted: true });
    expect(parseKdsSound('{"volume":300}')).toEqual({ volume: 100, muted: false });
  });
  it('is silent when muted or at volume 0', () => {
    expect(audible({ volume: 50, muted: false })).toBe(true);
    expect(audible({ volume: 50, muted: true })).toBe(false);
    expect(audible({ volume: 0, muted: false })).toBe(false);
  });
});
