import { describe, expect, it } from 'vitest';
import { emailSchema, emailSchemaWith, isValidEmail } from './email';

// The demo borrower's address as the seed stores it (README, DESIGN §8): the rule must take it everywhere.
const DEMO_BORROWER_EMAIL = 'demo@quayside.example';

describe('the one e-mail rule (SPEC §5 shape, any final part of 2 to 63 letters)', () => {
  it.each([
    'ann@quayside.uk',
    'a.b_c-d@mail.example.com',
    'X9@q.info',
    DEMO_BORROWER_EMAIL,
    'ann@quayside.museum',
    'ann@quayside.london',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    'ann@quayside',
    'ann@quayside.c',
    'ann+tag@quayside.com',
    'ann@@quayside.com',
    '@quayside.com',
    'ann@.com',
    'ann@quayside.c0m',
    'ann quayside@x.com',
    `ann@quayside.${'a'.repeat(64)}`,
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));

  it('gives the SPEC message keys and lower-cases what it accepts', () => {
    expect(emailSchema.parse('  Ann@Quayside.COM ')).toBe('ann@quayside.com');
    expect(emailSchema.parse(' Demo@Quayside.EXAMPLE ')).toBe(DEMO_BORROWER_EMAIL);
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('email.required');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('email.format');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('email.required');
    expect(emailSchemaWith('email.address.required').safeParse('').error?.issues[0]?.message).toBe(
      'email.address.required',
    );
  });
});
