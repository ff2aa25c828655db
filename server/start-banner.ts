import type { Config } from './config';
import type { SeedResult } from './db/seed';
import { totpUri } from './modules/second-factor/totp';

export interface BannerInput {
  /** The address the server listens on, as printed. */
  url: string;
  database: 'pglite' | 'postgres';
  config: Pick<Config, 'DATA_DIR' | 'NODE_ENV' | 'SEED_DEMO'>;
  seeded: SeedResult;
  /** Which credit reference agency searches go to; no line when not given. */
  creditAgency?: { kind: 'simulated'; url: string } | { kind: 'configured' };
  bacsBureau?: { kind: 'simulated'; url: string } | { kind: 'configured' };
}

/**
 * What `npm start` prints once it listens: where it runs, which credit reference agency it searches (the
 * simulated one when none is configured), the demo accounts whose passwords work, and a
 * warning for each configured demo e-mail that belongs to someone of the other role (seed.ts leaves that
 * member untouched, so no account is printed for it).
 */
export function startBanner({
  url,
  database,
  config,
  seeded,
  creditAgency,
  bacsBureau,
}: BannerInput): string {
  const { accounts, refused } = seeded;
  const lines = [
    '',
    `  Quayside is running at ${url}`,
    `  API: ${url}/api   (health: ${url}/api/health, OpenAPI: ${url}/api/docs)`,
    `  Operators' console: ${url}/ops   (sign in with an operator account)`,
    `  Database: ${database === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    ...(creditAgency?.kind === 'simulated'
      ? [
          `  Credit reference agency: the simulated one at ${creditAgency.url} (test people: server/credit-agency/README.md)`,
        ]
      : creditAgency?.kind === 'configured'
        ? ['  Credit reference agency: the one at CREDIT_REFERENCE_URL']
        : []),
    ...(bacsBureau?.kind === 'simulated'
      ? [
          `  Bacs bureau: the simulated one at ${bacsBureau.url} (test accounts: server/bacs-bureau/README.md)`,
        ]
      : bacsBureau?.kind === 'configured'
        ? ['  Bacs bureau: the one at BACS_BUREAU_URL']
        : []),
    ...(accounts.length > 0
      ? [
          '  Demo accounts:',
          ...accounts.flatMap((a) => [
            `    ${a.role.padEnd(9)} ${a.email} / ${a.password}` +
              (a.outcome === 'passwordReset' ? '   (password changed to the configured one)' : ''),
            // Operators sign in with a second factor (decision 106): the key to type into an
            // authenticator app, and the URI a password manager takes.
            ...(a.totpSecret
              ? [
                  `              authenticator key ${a.totpSecret}`,
                  `              ${totpUri(a.totpSecret, 'Quayside', a.email)}`,
                ]
              : []),
          ]),
        ]
      : []),
    ...refused.map(
      (r) =>
        `  WARNING: ${r.setting}=${r.email} belongs to an existing ${r.existingRole} account. ` +
        `It was left untouched and no ${r.role} account was seeded; set ${r.setting} to an ` +
        'address nobody uses.',
    ),
    ...(config.NODE_ENV === 'production' && config.SEED_DEMO
      ? ['  SEED_DEMO=true is ignored: demo accounts are never seeded when NODE_ENV=production']
      : []),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
