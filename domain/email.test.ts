import { describe, expect, it } from 'vitest';
import { emailSchema, isSignInEmail, isValidEmail, signInEmailSchemaWith } from './email';

describe('the SPEC §5 e-mail rule', () => {
  it.each(['ann@quayside.uk', 'a.b_c-d@mail.example.com', 'X9@q.info'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    'ann@quayside',
    'ann@quayside.c',
    'ann@quayside.museum',
    'ann+tag@quayside.com',
    'ann@@quayside.com',
    '@quayside.com',
    'ann@.com',
    'ann@quayside.c0m',
    'ann quayside@x.com',
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));

  it('gives the SPEC message keys and lower-cases what it accepts', () => {
    expect(emailSchema.parse('  Ann@Quayside.COM ')).toBe('ann@quayside.com');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('email.required');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('email.format');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('email.required');
  });
});

describe('the sign-in rule for an address that already has an account', () => {
  it.each(['demo@quayside.example', 'ann@quayside.museum', 'ann@quayside.uk'])('accepts %s', (email) =>
    expect(isSignInEmail(email)).toBe(true),
  );

  it.each(['ann@quayside', 'ann@quayside.c', 'ann+tag@quayside.com', 'ann@quayside.c0m', 'a b@x.example'])(
    'refuses %s',
    (email) => expect(isSignInEmail(email)).toBe(false),
  );

  it('lower-cases and reports the same message keys', () => {
    const schema = signInEmailSchemaWith();
    expect(schema.parse(' Demo@Quayside.EXAMPLE ')).toBe('demo@quayside.example');
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('email.format');
  });
});
