import type {
  ChoosePayoutMethodBody,
  CopRefusalData,
  StoredBankAccount,
  UpdateBankAccountBody,
} from '../../../domain/api/payout-destination';
import { accountNumberLastFour } from '../../../domain/bank/uk-bank-account';
import { encodeMessage, M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { verifyPassword } from '../auth/passwords';
import type { SessionMember } from '../auth/sessions';
import { findMemberById } from '../members/member-repository';
import { memberView } from '../members/member-view';
import { type CopAnswer, confirmPayee } from './confirmation-of-payee';
import { modulusCheck } from './modulus-check';
import { setBankAccount, setPayoutMethod } from './payout-destination-repository';
import { simulatedPayeeBank } from './simulated-payee-bank';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'confirmationOfPayee'>;

const wrongPassword = () => new AppError('V400', M.passwordWrong, { fields: { password: M.passwordWrong } });

/** The account checked and ready to keep: what the write stores, worked out before its transaction. */
export interface CheckedBankAccount {
  account: StoredBankAccount;
}

/**
 * Everything that can refuse the account, before anything is written (decision 099): the password, the
 * Vocalink modulus rules (on the account number field), then Confirmation of Payee (on the name field). A
 * close match is refused with the name the bank holds so the borrower can take it or correct theirs; a no
 * match or an unavailable check is refused unless the borrower acknowledged that money may go to the wrong
 * person. The name check asks another party, so it runs here, outside any transaction.
 */
export async function checkBankAccount(
  deps: Deps,
  caller: SessionMember,
  body: UpdateBankAccountBody,
): Promise<CheckedBankAccount> {
  const row = await findMemberById(deps.db, caller.id);
  if (!row) throw notFound();
  if (!(await verifyPassword(row.passwordHash, body.password))) throw wrongPassword();
  const modulus = modulusCheck(body.sortCode, body.accountNumber);
  if (modulus === 'INVALID') {
    throw new AppError('V400', M.accountNumberModulus, { fields: { accountNumber: M.accountNumberModulus } });
  }
  const accountType = body.accountType ?? 'PERSONAL';
  const cop = await confirmPayee(deps.confirmationOfPayee ?? simulatedPayeeBank, {
    accountHolderName: body.accountHolderName,
    sortCode: body.sortCode,
    accountNumber: body.accountNumber,
    accountType,
  });
  refuseUnlessAccepted(cop, body.acceptNameRisk === true);
  return {
    account: {
      accountHolderName: body.accountHolderName,
      sortCode: body.sortCode,
      accountNumber: body.accountNumber,
      accountType,
      copOutcome: cop.outcome,
      modulus,
      checkedAt: deps.clock.now().toISOString(),
    },
  };
}

function refuseUnlessAccepted(cop: CopAnswer, accepted: boolean) {
  if (cop.outcome === 'MATCH') return;
  const data: CopRefusalData = {
    outcome: cop.outcome,
    heldName: cop.heldName,
    heldAccountType: cop.heldAccountType,
  };
  if (cop.outcome === 'CLOSE_MATCH') {
    const key = encodeMessage(M.copCloseMatch, { name: cop.heldName ?? '' });
    throw new AppError('V400', key, { fields: { accountHolderName: key }, data: { cop: data } });
  }
  if (accepted) return;
  const key = cop.outcome === 'NO_MATCH' ? M.copNoMatch : M.copUnavailable;
  throw new AppError('V400', key, { fields: { accountHolderName: key }, data: { cop: data } });
}

/** Keeps the checked account as where loans are paid, with an audit line that never holds its number. */
export async function saveBankAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: SessionMember,
  checked: CheckedBankAccount,
  requestId: string,
) {
  const before = await findMemberById(deps.db, caller.id);
  if (!before) throw notFound();
  const now = deps.clock.now();
  const row = await setBankAccount(deps.db, caller.id, checked.account, now);
  await recordAudit(deps.db, {
    operatorId: caller.id,
    action: 'member.bankAccount',
    targetType: 'member',
    targetId: caller.id,
    memberId: caller.id,
    before: { payoutMethod: before.payoutMethod, bankAccount: auditedAccount(before.bankAccount) },
    after: { payoutMethod: row.payoutMethod, bankAccount: auditedAccount(row.bankAccount) },
    requestId,
    at: now,
  });
  return memberView(row);
}

/** Which destination loans are paid to; the chosen one must have been given first. */
export async function choosePayoutMethod(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: SessionMember,
  body: ChoosePayoutMethodBody,
  requestId: string,
) {
  const before = await findMemberById(deps.db, caller.id);
  if (!before) throw notFound();
  if (!(await verifyPassword(before.passwordHash, body.password))) throw wrongPassword();
  const given = body.payoutMethod === 'BANK' ? before.bankAccount !== null : before.walletAddress !== null;
  if (!given) {
    throw new AppError('V400', M.payoutMethodMissing, { fields: { payoutMethod: M.payoutMethodMissing } });
  }
  if (before.payoutMethod === body.payoutMethod) return memberView(before);
  const now = deps.clock.now();
  const row = await setPayoutMethod(deps.db, caller.id, body.payoutMethod, now);
  await recordAudit(deps.db, {
    operatorId: caller.id,
    action: 'member.payoutMethod',
    targetType: 'member',
    targetId: caller.id,
    memberId: caller.id,
    before: { payoutMethod: before.payoutMethod },
    after: { payoutMethod: row.payoutMethod },
    requestId,
    at: now,
  });
  return memberView(row);
}

function auditedAccount(account: StoredBankAccount | null) {
  if (!account) return null;
  const { accountNumber, ...rest } = account;
  return { ...rest, accountNumberLast4: accountNumberLastFour(accountNumber) };
}
