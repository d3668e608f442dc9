import { z } from 'zod';

/**
 * Every environment variable the server reads, declared once: its type, its default and what it
 * means. `readConfig` (server/platform/env.ts) validates the whole environment against this at start and
 * lists every problem at once; the README's table is generated from it (`npm run gen:env`,
 * drift-checked by server/platform/config.test.ts). Readers elsewhere (the integrations' adapters, the
 * fonts) still take `process.env`, whose values this has checked before they run.
 */
export interface Variable {
  /** How the value is read: what the README's "type" column says. */
  type: 'text' | 'integer' | 'url' | 'path' | 'list' | '0 or 1' | 'secret';
  /** What an unset variable means, in words ('' when it is simply off). */
  default: string;
  meaning: string;
  /** The check of a set value (an unset or empty one is never checked). */
  schema: z.ZodType;
  /** Must be set when NODE_ENV is production. */
  requiredInProduction?: boolean;
  /** Grouped in the README's table. */
  group: 'server' | 'database' | 'operations' | 'mail and files' | 'outside services' | 'development';
}

const integer = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};
const url = (...protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.length === 0 || protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL${protocols.length ? ` (${protocols.join(' or ')})` : ''}` },
  );
const flag = z.enum(['0', '1'], { message: 'must be 0 or 1' });
const text = z.string();
const secret = (min: number) => z.string().min(min, { message: `must be at least ${min} characters` });

const v = (
  group: Variable['group'],
  type: Variable['type'],
  schema: z.ZodType,
  defaultText: string,
  meaning: string,
): Variable => ({ group, type, schema, default: defaultText, meaning });

export const VARIABLES = {
  // The server
  NODE_ENV: v(
    'server',
    'text',
    z.enum(['production', 'development', 'test']),
    'development',
    '`production` turns off GraphiQL, the demo seed and the test-only clocks, and requires INTEGRATIONS_KEY.',
  ),
  PORT: v(
    'server',
    'integer',
    integer(0, 65_535),
    '3000',
    'The HTTP port (the API, the WebSockets, the web app).',
  ),
  PUBLIC_URL: {
    ...v(
      'server',
      'url',
      url('http:', 'https:'),
      'http://localhost:$PORT (required in production)',
      'The address users reach Ordna at: links in mails, the WebSocket origin of the policy.',
    ),
    requiredInProduction: true,
  },
  TOKEN_SECRET: v(
    'server',
    'secret',
    secret(32),
    'generated once into $DATA_DIR/token-secret',
    '\u2265 32 characters; signs bearer tokens. Every instance behind one load balancer needs the same one.',
  ),
  INTEGRATIONS_KEY: v(
    'server',
    'secret',
    text,
    'a random key made once into DATA_DIR (required in production)',
    '32 bytes, base64 (`openssl rand -base64 32`), several comma-separated while rotating (the first seals): seals integration credentials (AES-256-GCM). Unset outside production, a random key is generated once into the data folder; production refuses to run without it.',
  ),
  TRUST_PROXY: v(
    'server',
    'text',
    text,
    'unset: no proxy trusted',
    'Which reverse proxies\u2019 X-Forwarded-For to believe for the client\u2019s address (set behind Caddy or a load balancer).',
  ),
  WEB_CONCURRENCY: v(
    'server',
    'integer',
    integer(1, 256),
    'the cores on PostgreSQL; always 1 on PGlite',
    'Worker processes sharing the one port.',
  ),
  WIDGET_ALLOWED_ORIGINS: v(
    'server',
    'list',
    text,
    '`*` outside production, only PUBLIC_URL in production',
    'Comma-separated partner origins that may frame the sign-up widget.',
  ),
  SEED_DEMO: v(
    'server',
    '0 or 1',
    flag,
    '1 outside production, 0 in production',
    'Seeds the demo company into an empty database.',
  ),
  // The database
  DATABASE_URL: v(
    'database',
    'url',
    url('postgres:', 'postgresql:'),
    'unset: the embedded PGlite in $DATA_DIR/db',
    'PostgreSQL to use (postgres://user:password@host:5432/name).',
  ),
  DATA_DIR: v(
    'database',
    'path',
    text,
    './data',
    'Where the embedded database, the generated token secret and the mail outbox live.',
  ),
  MIGRATE_ON_START: v(
    'database',
    '0 or 1',
    flag,
    '1',
    'Migrates the database at start (under an advisory lock on PostgreSQL). 0: deploys run `npm run migrate` first; the instance is unready until the database is at its head.',
  ),
  REDIS_URL: v(
    'database',
    'url',
    url('redis:', 'rediss:'),
    'unset: PostgreSQL LISTEN/NOTIFY',
    '`redis://host:6379`: the event bus (subscriptions across instances) publishes on Redis instead of PostgreSQL LISTEN/NOTIFY.',
  ),
  REDIS_PREFIX: v(
    'database',
    'text',
    text,
    'ordna',
    'Prefix of the Redis channel: deployments sharing one Redis keep apart.',
  ),
  // Operations
  LOG_LEVEL: v(
    'operations',
    'text',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
    'The least severe JSON log line written to stdout (pino levels).',
  ),
  METRICS_PORT: v(
    'operations',
    'integer',
    integer(0, 65_535),
    'unset: no metrics port',
    'Serves Prometheus metrics at /metrics on a port of their own (not to be published).',
  ),
  METRICS_TOKEN: v(
    'operations',
    'secret',
    secret(16),
    'unset: no /metrics on the main port',
    'Serves Prometheus metrics at /metrics on the main port to `Authorization: Bearer <token>`.',
  ),
  SHUTDOWN_DELAY_MS: v(
    'operations',
    'integer',
    integer(0, 20_000),
    '0',
    'After SIGTERM, how long the instance keeps serving while unready (so the load balancer notices) before it closes.',
  ),
  SCHEDULE_POLL_MS: v(
    'operations',
    'integer',
    integer(1_000, 3_600_000),
    '60000',
    'How often the scheduled reports are looked for.',
  ),
  BOOKS_POLL_MS: v(
    'operations',
    'integer',
    integer(1_000, 86_400_000),
    '60000',
    'How often the days to close and the vouchers to send are looked for.',
  ),
  // Mail and files
  SMTP_URL: v(
    'mail and files',
    'url',
    url('smtp:', 'smtps:'),
    'unset: mails are written to $DATA_DIR/outbox',
    '`smtp://user:pass@host:587` to send mail; unset, mails are `.eml` files in `$DATA_DIR/outbox` (the log names the file).',
  ),
  MAIL_SEND_PER_MINUTE: v(
    'mail and files',
    'integer',
    integer(1, 100_000),
    '120',
    'The most mails the outbox sends to one mail provider (the SMTP host) per minute, per instance; more wait their turn without counting an attempt (docs/integrations.md, "The mail outbox").',
  ),
  BOOST_TEAM_EMAIL: v('mail and files', 'text', z.email(), 'boost@ordna.se', 'Who is told of a Boost order.'),
  ZREPORT_FONT: v(
    'mail and files',
    'path',
    text,
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    'The font of the Z-report, report and QR-sheet PDFs.',
  ),
  RECEIPT_FONT: v(
    'mail and files',
    'path',
    text,
    '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
    'The monospaced font of printed receipts.',
  ),
  // Outside services
  ACQUIRER_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'unset: no card terminal',
    'The card acquirer.',
  ),
  ACQUIRER_TIMEOUT_MS: v(
    'outside services',
    'integer',
    integer(100, 120_000),
    '10000',
    'The longest one call to the card acquirer may take (a refund then stays pending for the reconciler).',
  ),
  REFUND_RECONCILE_MS: v(
    'operations',
    'integer',
    integer(100, 3_600_000),
    '30000',
    'How often the refund reconciler asks the acquirer about refunds still pending (docs/orders.md).',
  ),
  PROVIDER_TIMEOUT_MS: v(
    'outside services',
    'integer',
    integer(100, 300_000),
    '30000',
    'The longest one call to an accounting or scheduling provider may take (the voucher outbox retries).',
  ),
  CARD_PROVIDER_API_KEY: v(
    'outside services',
    'secret',
    text,
    'unset: no issued cards',
    'The card payment provider\u2019s API key (payments-only companies: balance, onboarding/KYC and checkout links, stores, payouts); unset, those parts say "not configured" (docs/payments.md).',
  ),
  CARD_PROVIDER_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'the provider\u2019s test API',
    'The card provider\u2019s API base (a sandbox or a local fake in tests).',
  ),
  CARD_PROVIDER_WEBHOOK_SECRET: v(
    'outside services',
    'secret',
    z.string().regex(/^(?:[0-9A-Fa-f]{2}){16,}$/, {
      message:
        'must be the webhook\u2019s HMAC key as the provider shows it (hexadecimal, 32 characters or more)',
    }),
    'unset: the card provider\u2019s webhooks are refused (404)',
    'The HMAC key of the card provider\u2019s webhook to PUBLIC_URL + `/payments/provider/webhook`: events signed with it keep account holders\u2019 onboarding (KYC) states true without anyone opening a page (docs/payments.md, "Provider webhooks").',
  ),
  STRIPE_SECRET_KEY: v(
    'outside services',
    'secret',
    text,
    'unset: billing answers that it is not set up',
    'The billing provider: the portal (sidebar Billing) and "Set up billing"; unset, there is no portal link and set-up is refused in words.',
  ),
  STRIPE_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://api.stripe.com',
    'Stripe\u2019s API.',
  ),
  STRIPE_WEBHOOK_SECRET: v(
    'outside services',
    'secret',
    z
      .string()
      .regex(/^whsec_\S{8,}$/, { message: 'must be the endpoint\u2019s signing secret (whsec_\u2026)' }),
    'unset: Stripe\u2019s webhooks are refused (404)',
    'The signing secret of the Stripe webhook endpoint PUBLIC_URL + `/billing/stripe/webhook`: events signed with it keep the billing accounts true (docs/integrations.md, "Stripe").',
  ),
  TEXT_COMPLETION_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'unset: no writing assistant',
    'An OpenAI-compatible text completion API.',
  ),
  TEXT_COMPLETION_API_KEY: v('outside services', 'secret', text, '', 'Its key.'),
  TEXT_COMPLETION_MODEL: v('outside services', 'text', text, 'gpt-4o-mini', 'Its model.'),
  FORTNOX_API_URL: v('outside services', 'url', url('http:', 'https:'), 'https://api.fortnox.se', 'Fortnox.'),
  FORTNOX_AUTH_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://apps.fortnox.se',
    'Fortnox\u2019s authorisation server (`/oauth-v1/auth`, `/oauth-v1/token`).',
  ),
  FORTNOX_CLIENT_ID: v(
    'outside services',
    'text',
    text,
    'unset: Fortnox cannot be connected',
    'Ordna\u2019s Fortnox app (developer portal); its redirect URI is PUBLIC_URL + `/integrations/oauth/fortnox/callback`.',
  ),
  FORTNOX_CLIENT_SECRET: v('outside services', 'secret', text, '', 'That app\u2019s client secret.'),
  VISMA_EACCOUNTING_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://eaccountingapi.vismaonline.com',
    'Visma eAccounting.',
  ),
  VISMA_AUTH_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://identity.vismaonline.com',
    'Visma\u2019s identity server (`/connect/authorize`, `/connect/token`); the sandbox\u2019s is https://identity-sandbox.test.vismaonline.com.',
  ),
  VISMA_CLIENT_ID: v(
    'outside services',
    'text',
    text,
    'unset: Visma eEkonomi cannot be connected',
    'Ordna\u2019s Visma eAccounting app (partner programme); its redirect URI is PUBLIC_URL + `/integrations/oauth/vismaEekonomi/callback`.',
  ),
  VISMA_CLIENT_SECRET: v('outside services', 'secret', text, '', 'That app\u2019s client secret.'),
  POWEROFFICE_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://goapi.poweroffice.net',
    'PowerOffice Go.',
  ),
  POWEROFFICE_APPLICATION_KEY: v(
    'outside services',
    'secret',
    text,
    '',
    'PowerOffice Go\u2019s application key.',
  ),
  POWEROFFICE_SUBSCRIPTION_KEY: v(
    'outside services',
    'secret',
    text,
    '',
    'PowerOffice Go\u2019s subscription key.',
  ),
  TRIPLETEX_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://tripletex.no',
    'Tripletex.',
  ),
  TRIPLETEX_CONSUMER_TOKEN: v('outside services', 'secret', text, '', 'Tripletex\u2019s consumer token.'),
  ECONOMIC_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://restapi.e-conomic.com',
    'e-conomic.',
  ),
  ECONOMIC_APP_SECRET_TOKEN: v('outside services', 'secret', text, '', 'e-conomic\u2019s app secret token.'),
  PLANDAY_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://openapi.planday.com',
    'Planday.',
  ),
  PLANDAY_AUTH_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://id.planday.com',
    'Planday\u2019s sign-in.',
  ),
  PLANDAY_CLIENT_ID: v(
    'outside services',
    'text',
    text,
    'unset: Planday cannot be connected',
    'Ordna\u2019s Planday app id; its redirect URI is PUBLIC_URL + `/integrations/oauth/planday/callback`.',
  ),
  PLANDAY_SCOPES: v(
    'outside services',
    'text',
    text,
    'openid offline_access revenue:read revenue:create',
    'The scopes asked at Planday: the ones selected for the app, plus `openid offline_access`.',
  ),
  QUINYX_API_URL: v('outside services', 'url', url('http:', 'https:'), 'https://api.quinyx.com', 'Quinyx.'),
  CASPECO_API_URL: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'https://salesapi.caspeco.net',
    'Caspeco.',
  ),
  VITE_SUPPORT_CHAT_APP_ID: v(
    'outside services',
    'text',
    text,
    'unset: no support chat',
    'The support chat\u2019s app id (also read by the web build); its origins join the policy.',
  ),
  VITE_LOG_ENDPOINT: v(
    'outside services',
    'url',
    url('http:', 'https:'),
    'unset: no browser log collector',
    'Where the browser sends its errors (also read by the web build); its origin joins the policy.',
  ),
  // Development and tests
  SCHEDULE_CLOCK_FILE: v(
    'development',
    'path',
    text,
    'unset',
    'Test-only clock of the scheduled reports (a file holding an ISO time); ignored in production.',
  ),
  BOOKS_RETRY_MS: v(
    'development',
    'integer',
    integer(0, 86_400_000),
    'unset: doubling waits from a minute',
    'Outside production only: one fixed wait (rounded up to whole seconds, 0 allowed) between a voucher send\u2019s attempts instead of 1 min doubling (the e2e run).',
  ),
  DEMO_ORDER_DAYS: v(
    'development',
    'integer',
    integer(1, 3_650),
    '90',
    'Days of demo order history the seed makes.',
  ),
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

/** Every problem of the environment, one line each ("PORT: must be …"); empty when it is good. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [VariableName, Variable][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      if (variable.requiredInProduction && env.NODE_ENV === 'production')
        problems.push(`${name}: is required in production`);
      continue;
    }
    const parsed = variable.schema.safeParse(raw.trim());
    if (!parsed.success)
      problems.push(`${name}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}\n(every variable: README.md, "Configuration")`,
    );
    this.name = 'ConfigError';
  }
}

const GROUP_TITLES: Record<Variable['group'], string> = {
  server: 'Server',
  database: 'Database and event bus',
  operations: 'Operations',
  'mail and files': 'Mail and files',
  'outside services': 'Outside services',
  development: 'Development and tests',
};

/** The README's table (between its `config-table` markers). */
export function configTable(): string {
  const cell = (value: string) => value.replaceAll('|', '\\|');
  const rows = ['| Variable | Type | Default | Meaning |', '| --- | --- | --- | --- |'];
  for (const group of Object.keys(GROUP_TITLES) as Variable['group'][]) {
    rows.push(`| **${GROUP_TITLES[group]}** | | | |`);
    for (const [name, variable] of Object.entries(VARIABLES) as [string, Variable][]) {
      if (variable.group !== group) continue;
      rows.push(
        `| \`${name}\` | ${variable.type} | ${cell(variable.default || '—')} | ${cell(variable.meaning)} |`,
      );
    }
  }
  return rows.join('\n');
}

export const TABLE_START =
  '<!-- config-table: generated from server/platform/config.ts by `npm run gen:env` -->';
export const TABLE_END = '<!-- /config-table -->';

/** The README with its table replaced by the current one. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no config-table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}
