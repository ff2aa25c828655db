import { describe, expect, it } from 'vitest';
import { DEFAULT_BUCKETS } from './buckets';
import {
  allocationOrderFromSetting,
  allocationOrderSetting,
  allocationOrderSettings,
  bucketsFromSetting,
  bucketsSetting,
} from './servicing-settings';
import { DEFAULT_ALLOCATION_ORDER } from './servicing-terms';

describe('the servicing settings as stored', () => {
  it('offer every order the replay supports, the default first, each read back as itself', () => {
    expect(allocationOrderSettings).toHaveLength(12);
    expect(allocationOrderSettings[0]).toBe(allocationOrderSetting(DEFAULT_ALLOCATION_ORDER));
    for (const value of allocationOrderSettings) {
      expect(allocationOrderSetting(allocationOrderFromSetting(value)!)).toBe(value);
    }
  });

  it.each([
    'BILL_BY_BILL',
    'BILL_BY_BILL:INTEREST,PRINCIPAL',
    'BILL_BY_BILL:PRINCIPAL,PRINCIPAL,INTEREST',
    'OLDEST:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
    'BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL:x',
  ])('refuse the allocation order %s', (value) => {
    expect(allocationOrderFromSetting(value)).toBeNull();
  });

  it('read the default buckets 1,30,60,90 as the default buckets, and write them back so', () => {
    expect(bucketsFromSetting('1,30,60,90')).toEqual(DEFAULT_BUCKETS);
    expect(bucketsSetting(DEFAULT_BUCKETS)).toBe('1,30,60,90');
    expect(bucketsFromSetting('1')).toEqual([{ code: 'DPD_1_PLUS', fromDays: 1, toDays: null }]);
  });

  it.each(['', '0,30', '2,30', '1,30,30', '1,60,30', '1,a', '1,,30', '1,10000', '1.5,30'])(
    'refuse the buckets %j (whole days rising strictly from 1)',
    (value) => {
      expect(bucketsFromSetting(value)).toBeNull();
    },
  );
});
