import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/**
 * The Content-Security-Policy of every response (issue 8; docs/decisions.md "Security headers").
 * Documents get `default-src 'self'` plus the hashes of their own inline scripts and styles,
 * computed from the file that is served; everything else gets a policy that allows nothing.
 */

/** JSON, scripts, stylesheets, images, text: nothing may load, nothing may frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The `<style>` elements react-aria adds at run time, with fixed text (react-aria
 * dist/private/interactions/usePress and overlays/usePreventScroll; server/app/headers.test.ts checks
 * them against the installed version). Allowed by hash, so style-src needs no 'unsafe-inline'.
 */
export const LIBRARY_STYLES: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const LIBRARY_STYLE_HASHES = LIBRARY_STYLES.map(sha256);

/** The hash sources of a page's inline `<script>` (without src) and `<style>` elements, in page order. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (!/\ssrc\s*=/i.test(attributes) && body !== '') scripts.push(sha256(body));
  }
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)) {
    styles.push(sha256(match[1] ?? ''));
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Sources a page may use beyond its own origin, per directive (the back office's optional services). */
export interface ExtraSources {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  font?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  media?: readonly string[];
  formAction?: readonly string[];
}

export interface DocumentPolicyInput {
  hashes: InlineHashes;
  /** The whole `frame-ancestors …` directive; our own origin by default. */
  frameAncestors?: string;
  /** `ws(s)://host` of PUBLIC_URL, for /graphql/ws where a browser's `'self'` does not cover it. */
  websocketOrigin?: string | null;
  extra?: ExtraSources;
}

const join = (...lists: (readonly string[] | undefined)[]) => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

/** The policy of an HTML document served by us. */
export function documentPolicy({
  hashes,
  frameAncestors = "frame-ancestors 'self'",
  websocketOrigin = null,
  extra = {},
}: DocumentPolicyInput): string {
  // With a hash in the list a browser ignores 'unsafe-inline', so a service that needs it gets no hashes.
  const styleHashes = extra.style?.includes("'unsafe-inline'")
    ? []
    : [...hashes.styles, ...LIBRARY_STYLE_HASHES];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', join(["'self'"], hashes.scripts, extra.script)],
    ['style-src', join(["'self'"], styleHashes, extra.style)],
    // Product images are addresses on any https host.
    ['img-src', join(["'self'", 'data:', 'https:'], extra.img)],
    ['font-src', join(["'self'"], extra.font)],
    ['connect-src', join(["'self'"], websocketOrigin ? [websocketOrigin] : [], extra.connect)],
    // Only when a service needs more than default-src gives.
    ...(extra.frame ? [['frame-src', join(["'self'"], extra.frame)] as [string, string[]]] : []),
    ...(extra.media ? [['media-src', join(["'self'"], extra.media)] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', join(["'self'"], extra.formAction)],
  ];
  return [...directives.map(([name, sources]) => `${name} ${sources.join(' ')}`), frameAncestors].join('; ');
}

/** `ws://host` or `wss://host` of the public address. */
export function websocketOrigin(publicUrl: string): string | null {
  try {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return null;
  }
}

/**
 * A file's policy, recomputed only when the file changes (a rebuild while the server runs).
 * Hashes come from the uncompressed file even when its brotli or gzip copy is sent.
 */
export function filePolicies(policyOf: (hashes: InlineHashes) => string): (file: string) => string {
  const cache = new Map<string, { version: string; policy: string }>();
  return (file) => {
    const stats = statSync(file);
    const version = `${stats.size}-${stats.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.policy;
    const policy = policyOf(inlineHashes(readFileSync(file, 'utf8')));
    cache.set(file, { version, policy });
    return policy;
  };
}

/** Intercom's documented allow-list (source allowlisting), for when the support chat is built in. */
const SUPPORT_CHAT: ExtraSources = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  // The messenger writes inline styles; scripts stay hash-only.
  style: ["'unsafe-inline'"],
  img: ['blob:'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://*.intercomcdn.com',
    'https://*.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
  ],
  frame: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  media: ['https://js.intercomcdn.com'],
  formAction: ['https://intercom.help', 'https://api-iam.intercom.io'],
};

/**
 * The back office's optional outside services. Both are build-time settings (src/env.d.ts) that the
 * server reads too (`npm start` builds and serves in one environment): the support chat
 * (VITE_SUPPORT_CHAT_APP_ID) and a log collector on another origin (VITE_LOG_ENDPOINT).
 */
export function appExtraSources(env: NodeJS.ProcessEnv = process.env): ExtraSources {
  const extra: ExtraSources = env.VITE_SUPPORT_CHAT_APP_ID ? { ...SUPPORT_CHAT } : {};
  const endpoint = env.VITE_LOG_ENDPOINT;
  if (endpoint && /^https?:\/\//i.test(endpoint)) {
    extra.connect = [...(extra.connect ?? []), new URL(endpoint).origin];
  }
  return extra;
}

/**
 * GraphiQL (development only) is yoga's page: its scripts, styles and editor workers come from
 * unpkg.com. Its inline scripts are allowed by hash, never by 'unsafe-inline'.
 */
export function graphiqlPolicy(hashes: InlineHashes, websocket: string | null): string {
  return [
    "default-src 'none'",
    `script-src https://unpkg.com ${hashes.scripts.join(' ')}`.trim(),
    "style-src https://unpkg.com 'unsafe-inline'",
    'img-src https://raw.githubusercontent.com data:',
    'font-src https://unpkg.com data:',
    `connect-src 'self' https://unpkg.com${websocket ? ` ${websocket}` : ''}`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
