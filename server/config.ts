import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from '../domain/api/income-proof';
import { DEMO_TOTP_SECRETS } from './db/demo-second-factor';
import { parseS3Url } from './lib/s3-file-storage';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const base32Secret = z.string().regex(/^[A-Z2-7]{16,128}$/);

/**
 * Every setting the server reads, parsed once at start. A bad value stops the server with the list of bad
 * keys (STYLE §3): failing late, on the first request that needs the value, would be worse.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_FSYNC: bool.default(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Several installations (or test runs) may share one Redis: each keeps its counters under its own prefix.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/)
    .default('quayside-rl:'),
  STORAGE_URL: z
    .string()
    .refine((value) => {
      try {
        parseS3Url(value);
        return true;
      } catch {
        return false;
      }
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Quayside <no-reply@quayside.example>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  API_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  API_IN_HAND_PER_CLIENT: z.coerce.number().int().min(1).default(16),
  AUTH_RATE_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_RATE_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Complaints sent from the public form per client address per hour (decision 108). */
  COMPLAINT_RATE_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  // Off unless set: a server starved of CPU by its neighbours, or PGlite working on the event loop, lags too.
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(0),
  PUBLIC_URL: z.url().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** A document (proof of income: a PDF, or a picture) may be larger than a photo: a scanned statement. */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().positive().default(DOCUMENT_MAX_BYTES),
  /** Pictures read and re-encoded at once; more wait in a queue of UPLOAD_QUEUE, beyond it 503. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  UPLOAD_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
  ORPHAN_GRACE_SECONDS: z.coerce.number().int().min(0).default(900),
  BILL_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** How often each copy checks for a business date ended without its close of business. */
  COB_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  CODE_DAILY_CAP: z.coerce.number().int().positive().default(10),
  SEED_DEMO: bool.optional(),
  DEMO_BORROWER_EMAIL: z.email().default('demo@quayside.example'),
  DEMO_BORROWER_PASSWORD: z.string().min(8).max(64).default('Quayside-demo-1'),
  OPERATOR_EMAIL: z.email().default('ops@quayside.example'),
  OPERATOR_PASSWORD: z.string().min(8).max(64).default('Quayside-ops-1'),
  // A second demo operator, so that two people can try a payout's second approval on one machine.
  SECOND_OPERATOR_EMAIL: z.email().default('ops2@quayside.example'),
  SECOND_OPERATOR_PASSWORD: z.string().min(8).max(64).default('Quayside-ops-2'),
  // The demo operators' authenticator secrets (base32), printed with their passwords: an operator signs in
  // with a second factor (decision 106), and a demo must open without a phone at hand. Never in production.
  OPERATOR_TOTP_SECRET: base32Secret.default(DEMO_TOTP_SECRETS.operator),
  SECOND_OPERATOR_TOTP_SECRET: base32Secret.default(DEMO_TOTP_SECRETS.secondOperator),
  /**
   * The WebAuthn relying party (passkeys): its id is a host name, never an IP address (WebAuthn §5.1.4.1).
   * Unset, the host of PUBLIC_URL, else `localhost`. WEBAUTHN_ORIGINS lists the origins a passkey may be
   * used from (comma-separated); unset, PUBLIC_URL's, else http://localhost:PORT.
   */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/)
    .optional(),
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  CUSTOMER_SERVICE_ADDRESS: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  BRAND: z.enum(['quayside', 'harbourline']).default('quayside'),
  /**
   * The credit reference agency searched at quote and submit. Required in production; elsewhere, when
   * it is unset, server/main.ts starts the simulated agency (server/credit-agency/) and uses that.
   */
  CREDIT_REFERENCE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Bound on one attempt of a search; with two retries a search waits at most 3× this and 400 ms. */
  CREDIT_REFERENCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /**
   * A GBP→USDT rate feed (decision 098): GET answers `{ base: "GBP", quote: "USDT", rate, at }`. Unset, the
   * rate is the one operators keep in Settings.
   */
  FX_RATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  FX_RATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  /**
   * The Bacs bureau that lodges Direct Debit mandates and takes collections (decision 100). Required in
   * production; elsewhere, when it is unset, server/main.ts starts the simulated bureau (server/bacs-bureau/).
   */
  BACS_BUREAU_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Bound on one attempt of a bureau call; with two retries a call waits at most 3× this and 400 ms. */
  BACS_BUREAU_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /**
   * The VAPID key pair push services know this server by (base64url, as `web-push generate-vapid-keys`
   * prints them), both or neither. Unset, the server makes a pair at first start and keeps it with the data.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly badKeys: string[]) {
    super(`Invalid configuration: ${badKeys.join(', ')}`);
  }
}

/**
 * The configuration from the environment, or a ConfigError naming every bad key. `serving: false` is for the
 * command-line tools that never decide an application nor collect (backup and restore): they need no credit agency nor bureau.
 */
export function parseConfig(
  env: Record<string, string | undefined> = process.env,
  options: { serving: boolean } = { serving: true },
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  const bad = result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '?')))];
  // A key without its secret (or the reverse) is a half-made change, not a reason to fall back to
  // whatever credentials the machine happens to have.
  if (Boolean(present.S3_ACCESS_KEY_ID) !== Boolean(present.S3_SECRET_ACCESS_KEY)) {
    bad.push(present.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID');
  }
  if (Boolean(present.VAPID_PUBLIC_KEY) !== Boolean(present.VAPID_PRIVATE_KEY)) {
    bad.push(present.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY');
  }
  // A live lender deciding without a credit file, or on a simulated one, would be lending blind.
  if (options.serving && present.NODE_ENV === 'production' && !present.CREDIT_REFERENCE_URL) {
    bad.push('CREDIT_REFERENCE_URL');
  }
  // Nor may it collect borrowers' money through a simulated bureau.
  if (options.serving && present.NODE_ENV === 'production' && !present.BACS_BUREAU_URL) {
    bad.push('BACS_BUREAU_URL');
  }
  if (!result.success || bad.length > 0) throw new ConfigError(bad);
  return result.data;
}

/**
 * Demo accounts are seeded outside production unless SEED_DEMO=false. Production always wins: a demo
 * password printed in a start log and known to everyone who read the README must never open a live
 * lender, whatever else the environment says.
 */
export function shouldSeedDemo(config: Config): boolean {
  return config.NODE_ENV !== 'production' && (config.SEED_DEMO ?? true);
}
