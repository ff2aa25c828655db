import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loginAnswer, needsSecondFactor } from '../../domain/api/login-answer';
import { loginData } from '../../domain/api/members';
import {
  addOperatorResponse,
  applicationDetailResponse,
  applicationsResponse,
  approveResponse,
  auditResponse,
  configResponse,
  type decisionRecord,
  disburseResponse,
  kycDecisionResponse,
  kycResponse,
  kycStatuses,
  loanStatusResponse,
  payoutReadyResponse,
  payoutsResponse,
  reasonListsResponse,
  repaymentDecisionResponse,
  repaymentsResponse,
} from '../../domain/api/operator';
import { repaymentStatuses } from '../../domain/api/repayments';
import { isSettingCode } from '../../domain/config-codes';
import { loanStatuses } from '../../domain/loan/lifecycle';
import { configSchema } from '../config';
import { TOTP_PERIOD_SECONDS, totpCode } from '../modules/second-factor/totp';

/**
 * The operator's terminal. It talks to the running server's operator API (/api/operator/*) as the operator,
 * logged in with OPERATOR_EMAIL / OPERATOR_PASSWORD, so it works while `npm start` runs, on the embedded
 * database (one process only) as on PostgreSQL, and every action is audited by the server like one made
 * from any other client.
 */

export const DEFAULT_URL = 'http://127.0.0.1:3000';

const HELP = `Usage: npm run operator -- <command> [options]

  applications [--status S]            applications, newest first (S: PENDING_REVIEW, APPROVED, …),
                                        with the decision and why (a referral's reasons)
  application <id>                     one application and every decision on it: the inputs the
                                        credit policy read, each rule's verdict and the figures
  approve <id> [--amount N] [--rate R] [--note T]
                                        offer: amount in pence and rate ("0.099") may only be lowered
  reject <id> [--code C] [--reason T]  decline an application: a reason from the list (see \`reasons\`),
                                        with your words (needed with --code other, the default)
  payouts                              signed loans waiting for their money, overdue first
  payout-ready <id>                    first of two approvals of a payout above the second-approval limit
  disburse <id> [--reference R]        send a signed loan (R: the payout's transaction reference); bills
                                        are generated from today
  repayments [--status S]              repayments (S: PENDING, CONFIRMED, REFUSED)
  confirm <id>                         confirm a repayment; the loan settles after its last bill
  refuse <id> [--code C] [--reason T]  refuse a repayment; its bills are open again
  kyc [--status S]                     identity checks (PENDING by default)
  kyc-confirm <memberId>               identity verified
  kyc-reject <memberId> [--code C] [--reason T]
                                        identity not verified
  reasons                              the reason codes of reject, refuse and kyc-reject
  audit [--operator N] [--action A] [--member N] [--from D] [--to D]
                                        the audit log (dates YYYY-MM-DD, London time)
  add-operator <email> [--password P]  a new operator account (a password is made up when none is given)
  config                               loan settings
  config-set <CODE> <value>            change a setting (APR of every method must stay ≤ 29.9%)
  logout                               end the kept session
  help                                 this text

Options:
  --url U     the running server (default: QUAYSIDE_URL, else http://127.0.0.1:$PORT, PORT 3000)
  --after C   a list's next page, 50 at a time: C as the page before ended with

It calls the operator API of the running server, logged in as OPERATOR_EMAIL with OPERATOR_PASSWORD (the
operator account the server seeds and prints at start), so run it beside \`npm start\` on either database.
The second step of the login is the code of OPERATOR_TOTP_CODE (typed from your authenticator app), else
one worked out from OPERATOR_TOTP_SECRET (the demo operator's key by default).
The session is kept for the next command in OPERATOR_SESSION_FILE (default
~/.config/quayside/operator-session.json, readable by you only) until it times out or you log out.
`;

type Out = (line: string) => void;

export interface OperatorCliOptions {
  /** The server's address, e.g. http://127.0.0.1:3000 (`--url` overrides it). */
  baseUrl: string;
  email: string;
  password: string;
  /**
   * Where the session is kept between commands (owner-only file), or null to log in for this command only.
   * The server allows 10 logins per account in 15 minutes, fewer than a review session's commands.
   */
  sessionFile: string | null;
  /**
   * The second step of an operator's sign-in (decision 106): OPERATOR_TOTP_CODE, a code typed from the
   * authenticator app for this one login, else a code worked out from OPERATOR_TOTP_SECRET (the demo
   * operator's by default) at `now`.
   */
  totpCode?: string;
  totpSecret?: string;
  now?: () => Date;
}

const storedSession = z.object({
  baseUrl: z.string(),
  email: z.string(),
  token: z.string(),
  memberId: z.number().int(),
});
type StoredSession = z.infer<typeof storedSession>;

/** A refusal from the server (its code and English message) or a failure to reach it. */
class CliRefusal extends Error {}
/** The kept session is no longer valid (idle too long, or ended): log in again. */
class SessionEnded extends Error {}

async function readSession(file: string): Promise<StoredSession | null> {
  try {
    const parsed = storedSession.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function writeSession(file: string, session: StoredSession): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(session), { mode: 0o600 });
  // writeFile's mode applies only when it creates the file.
  await chmod(file, 0o600);
}

/** One logged-in conversation with the operator API; every answer is checked against its contract. */
class OperatorApi {
  #token = '';
  #memberId = 0;
  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
    private readonly sessionFile: string | null,
    private readonly secondStep: Pick<OperatorCliOptions, 'totpCode' | 'totpSecret' | 'now'> = {},
  ) {}

  /** The session of an earlier command when it is still for this server and operator, else a login. */
  async start(): Promise<void> {
    const saved = this.sessionFile ? await readSession(this.sessionFile) : null;
    if (saved && saved.baseUrl === this.baseUrl && saved.email === this.email) {
      this.#token = saved.token;
      this.#memberId = saved.memberId;
      return;
    }
    await this.login();
  }

  async login(): Promise<void> {
    this.#token = '';
    const answer = await this.call('POST', '/member/login', loginAnswer, {
      email: this.email,
      password: this.password,
    });
    const data = needsSecondFactor(answer) ? await this.secondFactor(answer.secondFactor) : answer;
    if (data.member.role !== 'operator') {
      throw new CliRefusal(
        `${this.email} is not an operator account: set OPERATOR_EMAIL and OPERATOR_PASSWORD.`,
      );
    }
    this.#token = data.token;
    this.#memberId = data.member.id;
    if (this.sessionFile) {
      await writeSession(this.sessionFile, {
        baseUrl: this.baseUrl,
        email: this.email,
        token: data.token,
        memberId: data.member.id,
      });
    }
  }

  /**
   * The code of the authenticator app. A code is accepted once: when this 30-second step's code was used
   * (another command a moment ago), the next step's, still inside the server's one-step drift, is sent.
   */
  private async secondFactor(step: { challenge: string; enrol: boolean }) {
    if (step.enrol)
      throw new CliRefusal(
        `${this.email} has no authenticator app yet: sign in once at /login to set one up, then try again.`,
      );
    const { totpCode: typed, totpSecret: secret, now = () => new Date() } = this.secondStep;
    const codes = typed
      ? [typed]
      : secret
        ? [totpCode(secret, now()), totpCode(secret, new Date(now().getTime() + TOTP_PERIOD_SECONDS * 1000))]
        : [];
    if (codes.length === 0)
      throw new CliRefusal(
        'This operator signs in with a second factor: set OPERATOR_TOTP_CODE (or OPERATOR_TOTP_SECRET).',
      );
    for (const [index, code] of codes.entries()) {
      try {
        return await this.call('POST', '/member/login/code', loginData, { challenge: step.challenge, code });
      } catch (error) {
        if (index === codes.length - 1) throw error;
      }
    }
    throw new CliRefusal('The second step was refused.');
  }

  /** Ends the session on the server and forgets it here. */
  async logout(): Promise<void> {
    if (this.#token)
      await this.call('PUT', `/member/${this.#memberId}/loginOut`, z.unknown()).catch(() => null);
    this.#token = '';
    if (this.sessionFile) await rm(this.sessionFile, { force: true });
  }

  /** A call as the operator; a session that ended meanwhile (idle, revoked) is replaced once. */
  async operator<T>(method: 'GET' | 'POST' | 'PUT', path: string, schema: z.ZodType<T>, body?: unknown) {
    try {
      return await this.call(method, path, schema, body);
    } catch (error) {
      if (!(error instanceof SessionEnded)) throw error;
      await this.login();
      return this.call(method, path, schema, body);
    }
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, schema: z.ZodType<T>, body?: unknown) {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/api${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          lang: 'en',
          ...(this.#token ? { token: this.#token } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
    } catch {
      throw new CliRefusal(
        `No Quayside server answers at ${this.baseUrl}: start it with \`npm start\`, or pass --url.`,
      );
    }
    const envelope = z
      .object({ code: z.string(), msg: z.string(), data: z.unknown() })
      .safeParse(await response.json().catch(() => null));
    if (!envelope.success) {
      throw new CliRefusal(
        `${url} answered HTTP ${response.status} without an API envelope: is it Quayside?`,
      );
    }
    const { code, msg, data } = envelope.data;
    if (code === 'U403' && this.#token) throw new SessionEnded(msg);
    if (code !== '0') throw new CliRefusal(`${code} ${msg}${fieldsOf(data)}`);
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new CliRefusal(`Unexpected answer from ${path}: ${parsed.error.message}`);
    return parsed.data;
  }
}

function fieldsOf(data: unknown): string {
  const fields = z.object({ fields: z.record(z.string(), z.string()) }).safeParse(data);
  if (!fields.success) return '';
  return ` (${Object.entries(fields.data.fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')})`;
}

/** A list's last line: how many in all, and how to ask for the page after this one. */
function listEnd(out: Out, result: { total: number; next: string | null }) {
  out(`${result.total} in all${result.next ? `; the next page: --after ${result.next}` : ''}`);
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function runOperatorCli(argv: string[], options: OperatorCliOptions, out: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      status: { type: 'string' },
      amount: { type: 'string' },
      rate: { type: 'string' },
      note: { type: 'string' },
      reason: { type: 'string' },
      code: { type: 'string' },
      reference: { type: 'string' },
      password: { type: 'string' },
      operator: { type: 'string' },
      action: { type: 'string' },
      member: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      page: { type: 'string' },
      after: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const [command = 'help', ...args] = positionals;
  const option = (name: string): string | undefined =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined;
  if (command === 'help' || command === '--help') {
    out(HELP);
    return 0;
  }
  if (!commands.has(command)) {
    out(HELP);
    return refuse(out, `Unknown command ${command}`);
  }
  const api = new OperatorApi(
    option('url') ?? options.baseUrl,
    options.email,
    options.password,
    options.sessionFile,
    options,
  );
  const page = { page: Number(option('page') ?? 1) || 1, pageSize: 50, after: option('after') };
  try {
    if (command === 'logout') {
      await api.start().catch(() => undefined);
      await api.logout();
      out('Logged out');
      return 0;
    }
    checkArguments(command, args, option);
    await api.start();
    return await run(api, command, args, option, page, out);
  } catch (error) {
    if (error instanceof CliRefusal) return refuse(out, error.message);
    throw error;
  } finally {
    // Without a file to keep it in, the session is this command's alone.
    if (!options.sessionFile) await api.logout();
  }
}

const commands = new Set([
  'applications',
  'application',
  'payouts',
  'payout-ready',
  'reasons',
  'audit',
  'add-operator',
  'approve',
  'reject',
  'disburse',
  'repayments',
  'confirm',
  'refuse',
  'kyc',
  'kyc-confirm',
  'kyc-reject',
  'config',
  'config-set',
  'logout',
]);

/** What can be told wrong without asking the server, so a typo costs no login. */
function checkArguments(command: string, args: string[], option: (name: string) => string | undefined): void {
  const status = option('status');
  const allowed: Record<string, readonly string[]> = {
    applications: loanStatuses,
    repayments: repaymentStatuses,
    kyc: kycStatuses,
  };
  const statuses = allowed[command];
  if (status !== undefined && statuses && !statuses.includes(status)) {
    throw new CliRefusal(`Unknown status ${status} (one of ${statuses.join(', ')})`);
  }
  if (
    [
      'application',
      'approve',
      'reject',
      'disburse',
      'confirm',
      'refuse',
      'kyc-confirm',
      'kyc-reject',
    ].includes(command)
  ) {
    idArg(args[0]);
  }
  if (command === 'config-set') {
    const [code, value] = args;
    if (!code || !isSettingCode(code) || value === undefined) {
      throw new CliRefusal('There is no setting with this code');
    }
  }
}

async function run(
  api: OperatorApi,
  command: string,
  args: string[],
  option: (name: string) => string | undefined,
  page: { page: number; pageSize: number; after: string | undefined },
  out: Out,
): Promise<number> {
  const id = () => idArg(args[0]);
  switch (command) {
    case 'applications': {
      const result = await api.operator(
        'GET',
        `/operator/applications${query({ ...page, status: option('status') })}`,
        applicationsResponse,
      );
      table(
        out,
        result.list.map((row) => ({
          ...row,
          decision: row.decision
            ? `${row.decision.outcome} by ${row.decision.decidedBy}${row.decision.reasons.length ? `: ${row.decision.reasons.join(', ')}` : ''}`
            : '',
          review: row.reviewRequestedAt ? 'asked' : '',
        })),
        [
          'loanId',
          'memberId',
          'status',
          'amount',
          'termMonths',
          'method',
          'annualRate',
          'apr',
          'submittedAt',
          'decision',
          'review',
        ],
      );
      listEnd(out, result);
      return 0;
    }
    case 'application': {
      const result = await api.operator('GET', `/operator/applications/${id()}`, applicationDetailResponse);
      const loan = result.application;
      out(
        `Loan ${loan.loanId} ${loan.status}: ${loan.amount} over ${loan.termMonths} months, ${loan.method} at ${loan.annualRate}; member ${result.applicant.memberId} (${result.applicant.email}), identity ${result.applicant.kycStatus}`,
      );
      if (loan.review.requestedAt) out(`Review asked for by the borrower at ${loan.review.requestedAt}`);
      for (const record of result.decisions) printDecision(out, record);
      if (result.decisions.length === 0) out('No decision yet');
      return 0;
    }
    case 'approve': {
      const amount = option('amount');
      const result = await api.operator('POST', `/operator/applications/${id()}/approve`, approveResponse, {
        ...(amount === undefined ? {} : { amount: Number(amount) }),
        ...(option('rate') === undefined ? {} : { annualRate: option('rate') }),
        ...(option('note') === undefined ? {} : { note: option('note') }),
      });
      out(
        `Loan ${result.loanId} ${result.status}: ${result.offer.amount} at ${result.offer.annualRate}, APR ${result.offer.apr}%, offer until ${result.offer.expiresAt}`,
      );
      return 0;
    }
    case 'reject': {
      const result = await api.operator(
        'POST',
        `/operator/applications/${id()}/reject`,
        loanStatusResponse,
        reasoned(option),
      );
      out(`Loan ${result.loanId} ${result.status}`);
      return 0;
    }
    case 'disburse': {
      const reference = option('reference');
      const result = await api.operator(
        'POST',
        `/operator/loans/${id()}/disburse`,
        disburseResponse,
        reference === undefined ? {} : { reference },
      );
      out(
        `Loan ${result.loanId} ${result.status} on ${result.disbursedOn}: ${result.bills} bills, funds by ${result.fundsBy} ${result.fundsByTime}`,
      );
      return 0;
    }
    case 'payouts': {
      const result = await api.operator('GET', `/operator/payouts${query(page)}`, payoutsResponse);
      table(
        out,
        result.list.map((row) => ({
          ...row,
          address: `${row.network ?? 'invalid'} ${row.receivingAddress}`,
          due: `${row.deadline}${row.overdue ? ' OVERDUE' : ''}`,
          approval: row.secondApprovalNeeded
            ? row.readyBy
              ? `ready (${row.readyBy.email})`
              : 'needs two'
            : '',
        })),
        ['loanId', 'memberId', 'borrowerName', 'kycStatus', 'amount', 'address', 'due', 'approval'],
      );
      listEnd(out, result);
      return 0;
    }
    case 'payout-ready': {
      const result = await api.operator('POST', `/operator/loans/${id()}/payout-ready`, payoutReadyResponse);
      out(`Loan ${result.loanId} payout ready; another operator sends it`);
      return 0;
    }
    case 'reasons': {
      const result = await api.operator('GET', '/operator/reasons', reasonListsResponse);
      for (const [list, reasons] of Object.entries(result)) {
        out(`${list}:`);
        for (const reason of reasons) out(`  ${reason.code.padEnd(20)} ${reason.label}`);
      }
      return 0;
    }
    case 'audit': {
      const result = await api.operator(
        'GET',
        `/operator/audit${query({
          ...page,
          operatorId: option('operator'),
          action: option('action'),
          memberId: option('member'),
          from: option('from'),
          to: option('to'),
        })}`,
        auditResponse,
      );
      table(out, result.list, [
        'id',
        'at',
        'operatorEmail',
        'action',
        'targetType',
        'targetId',
        'memberId',
        'reason',
      ]);
      listEnd(out, result);
      return 0;
    }
    case 'add-operator': {
      const email = args[0];
      if (!email) throw new CliRefusal('V400 Please enter your email');
      const password = option('password') ?? randomBytes(12).toString('base64url');
      const result = await api.operator('POST', '/operator/operators', addOperatorResponse, {
        email,
        password,
      });
      out(`Operator ${result.email} added (member ${result.memberId})`);
      if (option('password') === undefined) out(`Password: ${password}`);
      return 0;
    }
    case 'repayments': {
      const result = await api.operator(
        'GET',
        `/operator/repayments${query({ ...page, status: option('status') })}`,
        repaymentsResponse,
      );
      table(
        out,
        result.list.map((row) => ({ ...row, bills: row.bills.map((bill) => bill.period).join(',') })),
        [
          'repaymentId',
          'loanId',
          'memberId',
          'kind',
          'amount',
          'status',
          'bills',
          'voucherUrl',
          'submittedAt',
        ],
      );
      listEnd(out, result);
      return 0;
    }
    case 'confirm': {
      const result = await api.operator(
        'POST',
        `/operator/repayments/${id()}/confirm`,
        repaymentDecisionResponse,
      );
      out(
        `Repayment ${result.repayment.repaymentId} CONFIRMED${result.loanSettled ? `; loan ${result.repayment.loanId} SETTLED` : ''}`,
      );
      return 0;
    }
    case 'refuse': {
      const result = await api.operator(
        'POST',
        `/operator/repayments/${id()}/refuse`,
        repaymentDecisionResponse,
        reasoned(option),
      );
      out(`Repayment ${result.repayment.repaymentId} REFUSED`);
      return 0;
    }
    case 'kyc': {
      const result = await api.operator(
        'GET',
        `/operator/kyc${query({ ...page, status: option('status') ?? 'PENDING' })}`,
        kycResponse,
      );
      table(out, result.list, ['memberId', 'email', 'kycStatus', 'kycRejectReason', 'updatedAt']);
      listEnd(out, result);
      return 0;
    }
    case 'kyc-confirm':
    case 'kyc-reject': {
      const result =
        command === 'kyc-confirm'
          ? await api.operator('POST', `/operator/kyc/${id()}/confirm`, kycDecisionResponse)
          : await api.operator('POST', `/operator/kyc/${id()}/reject`, kycDecisionResponse, reasoned(option));
      out(`Member ${result.memberId} ${result.kycStatus}`);
      return 0;
    }
    case 'config': {
      table(out, (await api.operator('GET', '/operator/config', configResponse)).list, ['code', 'value']);
      return 0;
    }
    case 'config-set': {
      const [code = '', value = ''] = args;
      const result = await api.operator(
        'PUT',
        `/operator/config/${encodeURIComponent(code)}`,
        configResponse,
        {
          value,
        },
      );
      table(out, result.list, ['code', 'value']);
      return 0;
    }
    default:
      return refuse(out, `Unknown command ${command}`);
  }
}

function idArg(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new CliRefusal(`V400 Please check the information you entered (id: ${value ?? 'missing'})`);
  }
  return id;
}

/** A refusal's body: the reason code when given (else `other`) and the operator's words. */
function reasoned(option: (name: string) => string | undefined) {
  const code = option('code');
  const reason = option('reason');
  return { ...(code === undefined ? {} : { reasonCode: code }), ...(reason === undefined ? {} : { reason }) };
}

/** One decision record as lines: who decided and what, why, on which figures, and each rule's verdict. */
function printDecision(out: Out, record: z.infer<typeof decisionRecord>): void {
  const who =
    record.decidedBy === 'policy'
      ? `policy ${record.policyVersion ?? ''}`.trim()
      : `operator ${record.operatorId}`;
  out(
    `Decision ${record.id}: ${record.outcome} by ${who} at ${record.decidedAt}${record.onReview ? ' (on review)' : ''}`,
  );
  if (record.reasons.length > 0) out(`  reasons: ${record.reasons.join(', ')}`);
  if (record.note) out(`  note: ${record.note}`);
  out(`  figures: ${pairs(record.figures)}`);
  if (record.rules) {
    out(
      `  rules: ${record.rules.map((rule) => `${rule.rule} ${rule.passed ? 'passed' : 'failed'}`).join('; ')}`,
    );
  }
  if (record.inputs) out(`  inputs: ${JSON.stringify(record.inputs)}`);
}

function pairs(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
}

function refuse(out: Out, message: string): number {
  out(message);
  return 1;
}

function table(out: Out, rows: readonly object[], columns: string[]): void {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = (row as Record<string, unknown>)[column];
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => line[index]!.length)),
  );
  const line = (parts: string[]) =>
    parts
      .map((part, index) => part.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  out(line(columns));
  out(line(widths.map((width) => '-'.repeat(width))));
  for (const parts of cells) out(line(parts));
  if (rows.length === 0) out('(none)');
}

/** The environment's choices: only the settings the command needs are read, with the server's defaults. */
export function cliOptionsFromEnv(env: Record<string, string | undefined>): OperatorCliOptions {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const settings = configSchema
    .pick({ PORT: true, OPERATOR_EMAIL: true, OPERATOR_PASSWORD: true, OPERATOR_TOTP_SECRET: true })
    .parse(present);
  const fallback = env.PORT ? `http://127.0.0.1:${settings.PORT}` : DEFAULT_URL;
  const configHome = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return {
    baseUrl: env.QUAYSIDE_URL || fallback,
    email: settings.OPERATOR_EMAIL,
    password: settings.OPERATOR_PASSWORD,
    sessionFile: env.OPERATOR_SESSION_FILE || path.join(configHome, 'quayside', 'operator-session.json'),
    totpSecret: settings.OPERATOR_TOTP_SECRET,
    ...(env.OPERATOR_TOTP_CODE ? { totpCode: env.OPERATOR_TOTP_CODE } : {}),
  };
}

async function main(): Promise<void> {
  process.exitCode = await runOperatorCli(process.argv.slice(2), cliOptionsFromEnv(process.env), (text) =>
    process.stdout.write(`${text}\n`),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
