import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config';
import { relyingParty } from './relying-party';
import type { PasskeyRow } from './second-factor-repository';

/**
 * WebAuthn through @simplewebauthn/server: the options a browser is given and the check of what it answers.
 * No attestation is asked for (`none`): the passkey proves the person holds it, not which make it is.
 * Any failure — a bad signature, another origin, a counter that went back — is `null`, never a throw: a
 * caller refuses with one message and counts it as a wrong attempt.
 */

type RpConfig = Pick<Config, 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGINS' | 'PUBLIC_URL' | 'PORT'>;
const TIMEOUT_MS = 120_000;

export async function registrationOptions(
  config: RpConfig,
  member: { id: number; email: string },
  existing: PasskeyRow[],
) {
  const rp = relyingParty(config);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    // A stable handle that names nobody: the member's id, never the e-mail (WebAuthn §14.6.1).
    userID: new TextEncoder().encode(`quayside-member-${member.id}`),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export async function checkRegistration(config: RpConfig, response: unknown, expectedChallenge: string) {
  const rp = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(config: RpConfig, allowed: PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: allowed.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
}

/** The new signature counter when `response` is `passkey`'s signature of `expectedChallenge`, else null. */
export async function checkAuthentication(
  config: RpConfig,
  response: unknown,
  expectedChallenge: string,
  passkey: PasskeyRow,
): Promise<number | null> {
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportLike[],
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

type AuthenticatorTransportLike = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
