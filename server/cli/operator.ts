import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isLoanConfigCode } from '../../domain/config-codes';
import { type LoanStatus, loanStatuses } from '../../domain/loan/lifecycle';
import type { AppDeps } from '../app-deps';
import { parseConfig } from '../config';
import type { RepaymentStatus } from '../db/schema';
import { repaymentStatuses } from '../db/schema';
import { translate } from '../i18n/catalog';
import { AppError } from '../lib/app-error';
import { findOperatorByEmail } from '../modules/operator/kyc-repository';
import {
  type OperatorContext,
  operatorApplications,
  operatorApprove,
  operatorConfig,
  operatorConfirmRepayment,
  operatorDecideKyc,
  operatorDisburse,
  operatorKyc,
  operatorRefuseRepayment,
  operatorReject,
  operatorRepayments,
  operatorSetConfig,
} from '../modules/operator/operator-service';
import { createRuntime } from '../runtime';

/**
 * The operator's terminal: the same service functions as /api/operator/*, acting as the seeded operator
 * (OPERATOR_EMAIL), so a demo can run end to end without the operator screens. Every action is audited.
 */

const HELP = `Usage: npm run operator -- <command> [options]

  applications [--status S]            applications, newest first (S: PENDING_REVIEW, APPROVED, …)
  approve <id> [--amount N] [--rate R] [--note T]
                                        offer: amount in pence and rate ("0.099") may only be lowered
  reject <id> --reason T               reject an application
  disburse <id>                        send a signed loan; bills are generated from today
  repayments [--status S]              repayments (S: PENDING, CONFIRMED, REFUSED)
  confirm <id>                         confirm a repayment; the loan settles after its last bill
  refuse <id> --reason T               refuse a repayment; its bills are open again
  kyc [--status S]                     identity checks (PENDING by default)
  kyc-confirm <memberId>               identity verified
  kyc-reject <memberId> --reason T     identity not verified
  config                               loan settings
  config-set <CODE> <value>            change a setting (APR of every method must stay ≤ 29.9%)
  help                                 this text

It opens the server's database from the same environment (DATA_DIR or DATABASE_URL). The embedded
database allows one process at a time: stop the server before using this command, or point both at
PostgreSQL (DATABASE_URL), where it can run at any time.
`;

type Out = (line: string) => void;

export async function runOperatorCli(argv: string[], deps: AppDeps, out: Out): Promise<number> {
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
      page: { type: 'string' },
    },
  });
  const [command = 'help', ...args] = positionals;
  const option = (name: string): string | undefined =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined;
  if (command === 'help' || command === '--help') {
    out(HELP);
    return 0;
  }
  const operator = await findOperatorByEmail(deps.db, deps.config.OPERATOR_EMAIL);
  if (!operator) {
    out(`No operator account ${deps.config.OPERATOR_EMAIL}: start the server once, which creates it.`);
    return 1;
  }
  const ctx: OperatorContext = { deps, operatorId: operator.id, requestId: `cli-${randomUUID()}` };
  const page = { page: Number(option('page') ?? 1) || 1, pageSize: 50 };
  try {
    switch (command) {
      case 'applications': {
        const status = option('status');
        if (status !== undefined && !(loanStatuses as readonly string[]).includes(status)) {
          return refuse(out, `Unknown status ${status}`);
        }
        const result = await operatorApplications(ctx, { ...page, status: status as LoanStatus | undefined });
        table(out, result.list, [
          'loanId',
          'memberId',
          'status',
          'amount',
          'termMonths',
          'method',
          'annualRate',
          'apr',
          'submittedAt',
        ]);
        out(`${result.total} in all`);
        return 0;
      }
      case 'approve': {
        const amount = option('amount');
        const result = await operatorApprove(ctx, {
          loanId: idArg(args[0]),
          amount: amount === undefined ? undefined : Number(amount),
          annualRate: option('rate'),
          note: option('note'),
        });
        out(
          `Loan ${result.loanId} ${result.status}: ${result.offer.amount} at ${result.offer.annualRate}, APR ${result.offer.apr}%, offer until ${result.offer.expiresAt}`,
        );
        return 0;
      }
      case 'reject': {
        const result = await operatorReject(ctx, { loanId: idArg(args[0]), reason: option('reason') ?? '' });
        out(`Loan ${result.loanId} ${result.status}`);
        return 0;
      }
      case 'disburse': {
        const result = await operatorDisburse(ctx, { loanId: idArg(args[0]) });
        out(
          `Loan ${result.loanId} ${result.status} on ${result.disbursedOn}: ${result.bills} bills, funds by ${result.fundsBy} ${result.fundsByTime}`,
        );
        return 0;
      }
      case 'repayments': {
        const status = option('status');
        if (status !== undefined && !(repaymentStatuses as readonly string[]).includes(status)) {
          return refuse(out, `Unknown status ${status}`);
        }
        const result = await operatorRepayments(ctx, {
          ...page,
          status: status as RepaymentStatus | undefined,
        });
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
        out(`${result.total} in all`);
        return 0;
      }
      case 'confirm': {
        const result = await operatorConfirmRepayment(ctx, { repaymentId: idArg(args[0]) });
        out(
          `Repayment ${result.repayment.repaymentId} CONFIRMED${result.loanSettled ? `; loan ${result.repayment.loanId} SETTLED` : ''}`,
        );
        return 0;
      }
      case 'refuse': {
        const result = await operatorRefuseRepayment(ctx, {
          repaymentId: idArg(args[0]),
          reason: option('reason') ?? '',
        });
        out(`Repayment ${result.repayment.repaymentId} REFUSED`);
        return 0;
      }
      case 'kyc': {
        const status = (option('status') ?? 'PENDING') as 'PENDING';
        const result = await operatorKyc(ctx, { ...page, status });
        table(out, result.list, ['memberId', 'email', 'kycStatus', 'kycRejectReason', 'updatedAt']);
        out(`${result.total} in all`);
        return 0;
      }
      case 'kyc-confirm':
      case 'kyc-reject': {
        const result = await operatorDecideKyc(ctx, {
          memberId: idArg(args[0]),
          decision: command === 'kyc-confirm' ? 'VERIFIED' : 'REJECTED',
          reason: option('reason'),
        });
        out(`Member ${result.memberId} ${result.kycStatus}`);
        return 0;
      }
      case 'config': {
        table(out, (await operatorConfig(ctx)).list, ['code', 'value']);
        return 0;
      }
      case 'config-set': {
        const [code, value] = args;
        if (!code || !isLoanConfigCode(code) || value === undefined) {
          return refuse(out, translate('config.code.unknown', 'en'));
        }
        table(out, (await operatorSetConfig(ctx, { code, value })).list, ['code', 'value']);
        return 0;
      }
      default:
        out(HELP);
        return refuse(out, `Unknown command ${command}`);
    }
  } catch (error) {
    if (error instanceof AppError) {
      const fields = error.details.fields
        ? ` (${Object.entries(error.details.fields)
            .map(([field, key]) => `${field}: ${translate(key, 'en')}`)
            .join('; ')})`
        : '';
      return refuse(out, `${error.code} ${translate(error.key, 'en', error.details.params)}${fields}`);
    }
    throw error;
  }
}

function idArg(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new AppError('V400', 'validation.failed', { fields: { id: 'validation.failed' } });
  return id;
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

async function main(): Promise<void> {
  const [command = 'help'] = process.argv.slice(2);
  if (command === 'help' || command === '--help') {
    process.stdout.write(HELP);
    return;
  }
  const deps = await createRuntime(parseConfig(process.env));
  let code = 1;
  try {
    code = await runOperatorCli(process.argv.slice(2), deps, (text) => process.stdout.write(`${text}\n`));
  } finally {
    await deps.database.close();
  }
  process.exitCode = code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
