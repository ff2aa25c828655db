import { describe, expect, it } from 'vitest';
import { typedIdentity, typedName } from './typed-identity';

describe('the identity a borrower typed', () => {
  const base = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    nationality: 'British',
    idNumber: 'AB123456',
    idFrontUploadId: 1,
    idBackUploadId: 2,
  };
  it('reads the submitted check first, the basic information for the rest', () => {
    expect(
      typedIdentity(base, { realName: 'Ada King', idNumber: 'ZZ9', idFrontUploadId: 7, idBackUploadId: 8 }),
    ).toEqual({
      name: 'Ada King',
      dateOfBirth: '1990-12-10',
      nationality: 'British',
      idNumber: 'ZZ9',
      frontId: 7,
      backId: 8,
    });
  });
  it('falls back to the basic information, and to nothing when nothing was typed', () => {
    expect(typedIdentity(base, null)).toMatchObject({
      name: 'Ada Lovelace',
      idNumber: 'AB123456',
      frontId: 1,
    });
    expect(typedIdentity(null, undefined)).toEqual({
      name: null,
      dateOfBirth: null,
      nationality: null,
      idNumber: null,
      frontId: null,
      backId: null,
    });
    expect(typedName({ firstName: ' ' }, { realName: '' })).toBeNull();
  });
});
