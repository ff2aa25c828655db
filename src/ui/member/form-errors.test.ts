import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { serverFieldErrors } from './form-errors';

const refusal = (code: string, fields: Record<string, string>) =>
  new ApiError(code, 'Refused', { fields }, 400);

describe('a refusal’s messages on a form’s fields', () => {
  it('takes every field of a V400, or only the form’s own, a nested path on its first part', () => {
    const error = refusal('V400', { email: 'Wrong e-mail', 'contacts.0.name': 'Name needed', other: 'x' });
    expect(serverFieldErrors(error)).toEqual({
      email: 'Wrong e-mail',
      'contacts.0.name': 'Name needed',
      other: 'x',
    });
    expect(serverFieldErrors(error, ['email', 'contacts'] as const)).toEqual({
      email: 'Wrong e-mail',
      contacts: 'Name needed',
    });
  });

  it('puts a field the form names otherwise under the form’s name', () => {
    const error = refusal('C409', { voucherUploadId: 'This picture was already used', billIds: 'Paid' });
    expect(serverFieldErrors(error, { voucherUploadId: 'voucher', statedAmount: 'amount' } as const)).toEqual(
      {
        voucher: 'This picture was already used',
      },
    );
  });

  it('takes a conflict that names its field, and nothing from an error that names none', () => {
    expect(serverFieldErrors(refusal('C409', { fullName: 'Not the name on the ID' }), ['fullName'])).toEqual({
      fullName: 'Not the name on the ID',
    });
    expect(serverFieldErrors(new ApiError('E500', 'Server error'), ['fullName'])).toEqual({});
    expect(serverFieldErrors(new Error('offline'), ['fullName'])).toEqual({});
  });
});
