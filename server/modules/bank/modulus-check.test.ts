import { describe, expect, it } from 'vitest';
import { modulusCheck } from './modulus-check';

// The numbered test cases of Vocalink's "Validating account numbers" specification (the same 34 in every
// version since 2.x), each with the description it is published with.
const published: [number, string, string, 'VALID' | 'INVALID', string][] = [
  [1, '089999', '66374958', 'VALID', 'passes modulus 10, 11 and double alternate checks'],
  [2, '107999', '88837491', 'VALID', 'passes modulus 11 and double alternate checks'],
  [3, '202959', '63748472', 'VALID', 'passes modulus 11 and double alternate checks'],
  [4, '871427', '46238510', 'VALID', 'exceptions 10 & 11: first check passes, second fails'],
  [5, '872427', '46238510', 'VALID', 'exceptions 10 & 11: first check fails, second passes'],
  [6, '871427', '09123496', 'VALID', 'exception 10: ab = 09 and g = 9, first passes, second fails'],
  [7, '871427', '99123496', 'VALID', 'exception 10: ab = 99 and g = 9, first passes, second fails'],
  [8, '820000', '73688637', 'VALID', 'exception 3, start of a range: c = 6, second check ignored'],
  [9, '827999', '73988638', 'VALID', 'exception 3, end of a range: c = 9, second check ignored'],
  [10, '827101', '28748352', 'VALID', 'exception 3: c is not 6 or 9, both checks pass'],
  [11, '134020', '63849203', 'VALID', 'exception 4: the remainder equals the check digit'],
  [12, '118765', '64371389', 'VALID', 'exception 1: 27 added to the total, passes double alternate'],
  [
    13,
    '200915',
    '41011166',
    'VALID',
    'exception 6: fails the standard check but is a foreign currency account',
  ],
  [14, '938611', '07806039', 'VALID', 'exception 5: the check passes'],
  [15, '938600', '42368003', 'VALID', 'exception 5: passes with substitution'],
  [16, '938063', '55065200', 'VALID', 'exception 5: both checks give a remainder of 0 and pass'],
  [17, '772798', '99345694', 'VALID', 'exception 7: passes but would fail the standard check'],
  [18, '086090', '06774744', 'VALID', 'exception 8: the check passes'],
  [19, '309070', '02355688', 'VALID', 'exceptions 2 & 9: the first check passes'],
  [20, '309070', '12345668', 'VALID', 'exceptions 2 & 9: first fails, second passes with substitution'],
  [21, '309070', '12345677', 'VALID', 'exceptions 2 & 9: a ≠ 0 and g ≠ 9, passes'],
  [22, '309070', '99345694', 'VALID', 'exceptions 2 & 9: a ≠ 0 and g = 9, passes'],
  [23, '938063', '15764273', 'INVALID', 'exception 5: first check digit right, second wrong'],
  [24, '938063', '15764264', 'INVALID', 'exception 5: first check digit wrong, second right'],
  [25, '938063', '15763217', 'INVALID', 'exception 5: first check digit wrong with a remainder of 1'],
  [26, '118765', '64371388', 'INVALID', 'exception 1: fails the double alternate check'],
  [27, '203099', '66831036', 'INVALID', 'passes modulus 11, fails double alternate'],
  [28, '203099', '58716970', 'INVALID', 'fails modulus 11, passes double alternate'],
  [29, '089999', '66374959', 'INVALID', 'fails modulus 10'],
  [30, '107999', '88837493', 'INVALID', 'fails modulus 11'],
  [31, '074456', '12345112', 'VALID', 'exceptions 12 & 13: passes modulus 11 (modulus 10 would fail)'],
  [32, '070116', '34012583', 'VALID', 'exceptions 12 & 13: passes modulus 11 (modulus 10 passes too)'],
  [33, '074456', '11104102', 'VALID', 'exceptions 12 & 13: fails modulus 11, passes modulus 10'],
  [34, '180002', '00000190', 'VALID', 'exception 14: first check fails, second passes'],
];

describe('Vocalink modulus check, the published test cases', () => {
  it.each(published)('%i: %s %s is %s (%s)', (_n, sortCode, accountNumber, expected) => {
    expect(modulusCheck(sortCode, accountNumber)).toBe(expected);
  });

  it('gives the same answers when asked again in any order (no state kept between checks)', () => {
    for (const [, sortCode, accountNumber, expected] of [...published].reverse()) {
      expect(modulusCheck(sortCode, accountNumber)).toBe(expected);
    }
  });
});

describe('Vocalink modulus check, our rules around it', () => {
  it('needs both checks when a sort code has two and no exception joins them', () => {
    // 040010 has a MOD11 and a DBLAL row without exception; 10000000 passes only one of them.
    expect(modulusCheck('040010', '10000000')).toBe('INVALID');
  });

  it('accepts a sort code in no range of the table: it cannot be checked (Vocalink)', () => {
    expect(modulusCheck('999999', '12345678')).toBe('NOT_CHECKED');
  });

  it('refuses what is not six and eight digits', () => {
    expect(modulusCheck('08999', '66374958')).toBe('INVALID');
    expect(modulusCheck('089999', '6637495')).toBe('INVALID');
  });
});
