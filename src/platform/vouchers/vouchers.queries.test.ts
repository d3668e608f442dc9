import { describe, expect, it } from 'vitest';
import { needingReconnect } from './vouchers.queries.ts';

describe("the bell's Reconnect items", () => {
  it('lists the connections that need reconnecting, in catalogue order, and nothing else', () => {
    expect(
      needingReconnect([
        { key: 'fortnox', name: 'Fortnox', status: 'needsReconnect' },
        { key: 'vismaEekonomi', name: 'Visma eEkonomi', status: 'connected' },
        { key: 'tripletex', name: 'Tripletex', status: 'refused' },
        { key: 'planday', name: 'Planday', status: 'needsReconnect' },
        { key: 'sieFile', name: 'SIE 4', status: 'disconnected' },
      ]),
    ).toEqual([
      { key: 'fortnox', name: 'Fortnox' },
      { key: 'planday', name: 'Planday' },
    ]);
    expect(needingReconnect([{ key: 'fortnox', name: 'Fortnox', status: 'connected' }])).toEqual([]);
  });
});
