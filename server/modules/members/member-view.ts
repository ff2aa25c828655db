import type { Member } from '../../../domain/api/members';
import { accountNumberLastFour } from '../../../domain/bank/uk-bank-account';
import type { MemberRow } from './member-repository';

/**
 * The member as `member/{id}/info` and login show it. Built field by field from the row, so a column
 * added later (a hash, an internal flag) never leaks by default.
 */
export function memberView(row: MemberRow): Member {
  return {
    id: row.id,
    email: row.email,
    mobile: row.mobile,
    walletAddress: row.walletAddress,
    payoutMethod: row.payoutMethod,
    bankAccount: row.bankAccount
      ? {
          accountHolderName: row.bankAccount.accountHolderName,
          sortCode: row.bankAccount.sortCode,
          accountNumberLast4: accountNumberLastFour(row.bankAccount.accountNumber),
          accountType: row.bankAccount.accountType,
          copOutcome: row.bankAccount.copOutcome,
          checkedAt: row.bankAccount.checkedAt,
        }
      : null,
    role: row.role,
    accountType: row.accountType,
    kycStatus: row.kycStatus,
    kycRejectReason: row.kycRejectReason,
    lang: row.lang,
    registerTime: row.createdAt.toISOString(),
    lastLoginTime: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    // Sections were validated by their contracts on the way in; the response contract checks them again.
    base: (row.base ?? null) as Member['base'],
    contactAddress: (row.contactAddress ?? null) as Member['contactAddress'],
    employment: (row.employment ?? null) as Member['employment'],
    family: (row.family ?? null) as Member['family'],
    estate: (row.estate ?? null) as Member['estate'],
    car: (row.car ?? null) as Member['car'],
    kyc: (row.kyc ?? null) as Member['kyc'],
    contacts: (row.contacts ?? null) as Member['contacts'],
  };
}
