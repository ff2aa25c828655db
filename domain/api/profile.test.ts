import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberSchema, registerBody, updatePasswordBody, updateWalletBody } from './members';
import { baseInfoSchema, contactsSchema, employmentSchema, estateSchema, mobileSchema } from './profile';

const firstIssue = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('profile contracts', () => {
  it('refuse unknown keys with field.notAllowed instead of dropping them', () => {
    const result = employmentSchema.safeParse({
      status: 'RETIRED',
      workingYears: 40,
      personalAnnualIncome: 1_800_000,
      familyAnnualIncome: 2_400_000,
      kycStatus: 'VERIFIED',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['kycStatus'],
      message: 'field.notAllowed',
    });
  });

  it('ask for an employer only for employed statuses', () => {
    const retired = {
      status: 'RETIRED',
      workingYears: 40,
      personalAnnualIncome: 1_800_000,
      familyAnnualIncome: 0,
    };
    expect(employmentSchema.safeParse(retired).success).toBe(true);
    const employed = employmentSchema.safeParse({ ...retired, status: 'PART_TIME' });
    expect(employed.error?.issues.map((i) => i.path.join('.'))).toEqual(['employerName', 'employerPhone']);
  });

  it('carry SPEC §5 template keys with the field label as a parameter', () => {
    expect(firstIssue(estateSchema.safeParse({}))).toBe('tpl.select|{"text":"field.propertyType"}');
    expect(firstIssue(contactsSchema.safeParse({ contacts: [{ relationship: 'Friend' }] }))).toBe(
      'contact.incomplete',
    );
    expect(firstIssue(baseInfoSchema.safeParse({ firstName: '' }))).toBe(
      'tpl.enter|{"text":"field.firstName"}',
    );
  });

  it('normalise phone numbers without transforms, so the stored value passes the same contract on the way out', () => {
    expect(mobileSchema.parse(' +44 (0) 7700-900123 ')).toBe('+4407700900123');
    expect(z.safeEncode(mobileSchema, '+447700900123').success).toBe(true);
    expect(firstIssue(mobileSchema.safeParse('12'))).toBe('mobile.format');
  });

  it('let a stored member pass the response contract (encode), sections included', () => {
    const member = {
      id: 7,
      email: 'ann@quayside.uk',
      mobile: null,
      walletAddress: null,
      role: 'borrower',
      accountType: 0,
      kycStatus: 'UNVERIFIED',
      kycRejectReason: null,
      lang: 'en',
      registerTime: '2026-03-02T10:00:00.000Z',
      lastLoginTime: null,
      base: null,
      contactAddress: null,
      employment: {
        status: 'RETIRED',
        workingYears: 40,
        personalAnnualIncome: 1_800_000,
        familyAnnualIncome: 0,
      },
      family: { maritalStatus: 'UNMARRIED', hasChildren: false },
      estate: null,
      car: null,
      kyc: null,
      contacts: null,
    } as const;
    expect(z.safeEncode(memberSchema, member).success).toBe(true);
  });
});

describe('account contracts', () => {
  it('hold passwords to 8–64 characters and check the confirmation', () => {
    const base = { email: 'ann@quayside.uk', code: '123456' };
    expect(firstIssue(registerBody.safeParse({ ...base, password: 'short' }))).toBe('password.length');
    expect(firstIssue(registerBody.safeParse({ ...base, password: 'x'.repeat(65) }))).toBe('password.length');
    expect(registerBody.safeParse({ ...base, password: 'x'.repeat(64) }).success).toBe(true);
    const mismatch = updatePasswordBody.safeParse({
      currentPassword: 'a',
      newPassword: 'Harbour-9x',
      confirmPassword: 'Harbour-9y',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'password.mismatch',
    });
  });

  it('accept USDT addresses only', () => {
    expect(
      updateWalletBody.safeParse({ walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', password: 'p' })
        .success,
    ).toBe(true);
    expect(
      firstIssue(
        updateWalletBody.safeParse({ walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', password: 'p' }),
      ),
    ).toBe('wallet.usdtOnly');
  });
});
