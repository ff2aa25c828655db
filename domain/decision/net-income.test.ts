import { describe, expect, it } from 'vitest';
import { incomeTaxOf, nationalInsuranceOf, netAnnualIncomeOf, netMonthlyIncomeOf } from './net-income';

// Golden figures worked by hand from the 2026/27 bands (rUK): allowance £12,570, basic 20 % on the next
// £37,700, higher 40 %, additional 45 % above £125,140; Class 1 NI 8 % £12,570–£50,270 then 2 %.
describe('net income, 2026/27', () => {
  it.each([
    // gross, tax, employee NI
    [0, 0, 0],
    [1_257_000, 0, 0],
    [1_600_000, 68_600, 27_440], // £3,430 taxable: tax £686, NI £274.40
    [3_000_000, 348_600, 139_440],
    [5_027_000, 754_000, 301_600], // the top of the basic band
    [6_000_000, 1_143_200, 321_060], // £9,730 at 40 %: tax £7,540 + £3,892; NI + 2 % of £9,730
    [11_000_000, 3_343_200, 421_060], // allowance tapered by £5,000: £37,700 at 20 %, £64,730 at 40 %
    [15_000_000, 5_370_300, 501_060], // no allowance; £24,860 at 45 %
  ])('gross %i: tax %i, NI %i', (gross, tax, ni) => {
    expect(incomeTaxOf(gross)).toBe(tax);
    expect(nationalInsuranceOf(gross, 'FULL_TIME')).toBe(ni);
    expect(netAnnualIncomeOf(gross, 'FULL_TIME')).toBe(gross - tax - ni);
  });

  it('self-employed pay Class 4 at 6 %; pensions and benefits pay no NI', () => {
    expect(nationalInsuranceOf(3_000_000, 'SELF_EMPLOYED')).toBe(104_580);
    expect(nationalInsuranceOf(3_000_000, 'RETIRED')).toBe(0);
    expect(nationalInsuranceOf(3_000_000, 'UNEMPLOYED')).toBe(0);
  });

  it('a month is a twelfth, rounded down to the penny', () => {
    // £30,000: 3,000,000 − 348,600 − 139,440 = 2,511,960 a year → 209,330 a month exactly.
    expect(netMonthlyIncomeOf(3_000_000, 'FULL_TIME')).toBe(209_330);
    // £16,000: 1,503,960 a year → 125,330 a month.
    expect(netMonthlyIncomeOf(1_600_000, 'HOURLY')).toBe(125_330);
  });
});
