import { z } from 'zod';
import { loginData } from './members';

/**
 * What `POST member/login` answers (decision 106): the session, or — when a second factor is needed — a
 * short-lived challenge and no token. Its own small module: the sign-in screen parses it before anything of
 * two-factor sign-in is loaded.
 */

export const secondFactorMethods = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** The login's answer when a second factor is needed: no token yet. */
export const secondFactorNeeded = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    expiresAt: z.iso.datetime(),
    /** An operator with no factor yet: enrol TOTP with this challenge before any session. */
    enrol: z.boolean(),
    methods: z.array(z.enum(secondFactorMethods)),
  }),
});
export type SecondFactorNeeded = z.infer<typeof secondFactorNeeded>;

export const loginAnswer = z.union([loginData, secondFactorNeeded]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export function needsSecondFactor(answer: LoginAnswer): answer is SecondFactorNeeded {
  return 'secondFactor' in answer;
}
