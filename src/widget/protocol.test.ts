import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NAMESPACE,
  type FrameMessage,
  frameUrl,
  type HostMessage,
  isFrameMessage,
  isHostMessage,
  MAX_HEIGHT,
  message,
  PROTOCOL,
  publicEventOf,
  readFrameMessage,
  readFrameParams,
  readHostMessage,
  toNamespace,
} from './protocol.ts';

const OURS = 'https://app.ordna.se';
const PARTNER = 'https://kafe-kanel.se';
const iframeWindow = { name: 'the iframe' };
const parentWindow = { name: 'the partner page' };

const completed = message<FrameMessage>('main', {
  type: 'signup-completed',
  language: 'sv',
  country: 'SE',
  referralId: 'PARTNER-42',
});

describe('message shapes', () => {
  it('puts the protocol and namespace around a body', () => {
    expect(message<FrameMessage>('main', { type: '__resize', height: 640 })).toEqual({
      protocol: PROTOCOL,
      namespace: 'main',
      type: '__resize',
      height: 640,
    });
  });

  it('accepts every well-formed message from the iframe', () => {
    const messages: FrameMessage[] = [
      message<FrameMessage>('main', { type: '__ready', language: 'ar', height: 780 }),
      message<FrameMessage>('main', { type: '__resize', height: 0 }),
      message<FrameMessage>('main', { type: 'language-changed', language: 'tr' }),
      completed,
      message<FrameMessage>('main', {
        type: 'signup-completed',
        language: 'en',
        country: 'GB',
        referralId: null,
      }),
    ];
    for (const data of messages) expect(isFrameMessage(data), JSON.stringify(data)).toBe(true);
  });

  it('refuses anything else', () => {
    const bad: unknown[] = [
      null,
      'ordna',
      42,
      {},
      { ...completed, protocol: 'ordna-widget/0' },
      { ...completed, namespace: 'a b' },
      { ...completed, namespace: 'x'.repeat(41) },
      { ...completed, type: 'unknown' },
      { ...completed, language: 'de' },
      { ...completed, country: 'US' },
      { ...completed, referralId: 7 },
      message<FrameMessage>('main', { type: '__resize', height: -1 }),
      message<FrameMessage>('main', { type: '__resize', height: MAX_HEIGHT + 1 }),
      { ...message<FrameMessage>('main', { type: '__resize', height: 1 }), height: Number.NaN },
      { ...message<FrameMessage>('main', { type: '__resize', height: 1 }), height: '100' },
      // A host message is not a frame message, and the other way round.
      message<HostMessage>('main', { type: '__set-language', language: 'sv' }),
    ];
    for (const data of bad) expect(isFrameMessage(data), JSON.stringify(data)).toBe(false);
    expect(isHostMessage(completed)).toBe(false);
    expect(
      isHostMessage({
        ...message<HostMessage>('main', { type: '__set-language', language: 'sv' }),
        language: 'xx',
      }),
    ).toBe(false);
    expect(isHostMessage(message<HostMessage>('main', { type: '__set-language', language: 'sv' }))).toBe(
      true,
    );
  });
});

describe('who may talk to whom', () => {
  const expectedByHost = { origin: OURS, source: iframeWindow, namespace: 'main' };

  it('the host reads messages from its own iframe on our origin', () => {
    expect(readFrameMessage({ origin: OURS, source: iframeWindow, data: completed }, expectedByHost)).toEqual(
      completed,
    );
  });

  it('the host ignores other origins, other windows, other namespaces and junk', () => {
    const cases = [
      { origin: PARTNER, source: iframeWindow, data: completed },
      { origin: 'https://evil.example', source: iframeWindow, data: completed },
      { origin: OURS, source: parentWindow, data: completed },
      { origin: OURS, source: null, data: completed },
      { origin: OURS, source: iframeWindow, data: { ...completed, namespace: 'other' } },
      { origin: OURS, source: iframeWindow, data: JSON.stringify(completed) },
    ];
    for (const event of cases)
      expect(readFrameMessage(event, expectedByHost), JSON.stringify(event)).toBeNull();
    // No window to compare with (the iframe is gone): nothing is trusted.
    expect(
      readFrameMessage({ origin: OURS, source: null, data: completed }, { ...expectedByHost, source: null }),
    ).toBeNull();
  });

  it('the iframe reads orders from the page that embeds it only', () => {
    const order = message<HostMessage>('main', { type: '__set-language', language: 'ar' });
    const expectedByFrame = { origin: PARTNER, source: parentWindow, namespace: 'main' };
    expect(readHostMessage({ origin: PARTNER, source: parentWindow, data: order }, expectedByFrame)).toEqual(
      order,
    );
    expect(readHostMessage({ origin: OURS, source: iframeWindow, data: order }, expectedByFrame)).toBeNull();
    expect(
      readHostMessage({ origin: 'https://evil.example', source: parentWindow, data: order }, expectedByFrame),
    ).toBeNull();
    expect(
      readHostMessage(
        { origin: PARTNER, source: parentWindow, data: { ...order, namespace: 'chain' } },
        expectedByFrame,
      ),
    ).toBeNull();
  });
});

describe('public events', () => {
  it('re-dispatches ready, language changes and completion, never the internal resize', () => {
    expect(publicEventOf(completed)).toEqual({
      type: 'signup-completed',
      widget: 'signup',
      namespace: 'main',
      language: 'sv',
      country: 'SE',
      referralId: 'PARTNER-42',
    });
    expect(publicEventOf(message<FrameMessage>('x', { type: '__ready', language: 'da', height: 9 }))).toEqual(
      {
        type: 'ready',
        widget: 'signup',
        namespace: 'x',
        language: 'da',
      },
    );
    expect(publicEventOf(message<FrameMessage>('x', { type: '__resize', height: 9 }))).toBeNull();
  });

  it('carries nothing personal', () => {
    const detail = publicEventOf(completed);
    expect(Object.keys(detail ?? {}).sort()).toEqual([
      'country',
      'language',
      'namespace',
      'referralId',
      'type',
      'widget',
    ]);
  });
});

describe('the iframe address', () => {
  it('round-trips what the host knows', () => {
    const url = frameUrl(OURS, {
      namespace: 'main',
      language: 'sv',
      country: 'SE',
      referralId: 'PARTNER 42&x',
      accent: '#b45309',
      radius: '12px',
      parentOrigin: PARTNER,
    });
    expect(url.startsWith(`${OURS}/embed/signup?`)).toBe(true);
    expect(readFrameParams(new URL(url).search)).toEqual({
      namespace: 'main',
      language: 'sv',
      country: 'SE',
      referralId: 'PARTNER 42&x',
      accent: '#b45309',
      radius: '12px',
      parentOrigin: PARTNER,
    });
  });

  it('leaves out what is unknown', () => {
    const url = frameUrl(OURS, {
      namespace: 'default',
      language: 'en',
      country: null,
      referralId: null,
      accent: null,
      radius: null,
      parentOrigin: PARTNER,
    });
    expect(readFrameParams(new URL(url).search)).toMatchObject({
      country: null,
      referralId: null,
      accent: null,
    });
  });

  it('keeps namespaces to a safe alphabet', () => {
    expect(toNamespace('chain-2_b')).toBe('chain-2_b');
    expect(toNamespace(' main ')).toBe('main');
    expect(toNamespace('')).toBe(DEFAULT_NAMESPACE);
    expect(toNamespace(null)).toBe(DEFAULT_NAMESPACE);
    expect(toNamespace('<script>')).toBe(DEFAULT_NAMESPACE);
  });
});
