import type { Config } from '../../config';

/**
 * The WebAuthn relying party a passkey belongs to. Its id is a host name — WebAuthn refuses an IP address —
 * so a demo on http://127.0.0.1:3000 registers passkeys when opened as http://localhost:3000.
 */
export function relyingParty(
  config: Pick<Config, 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGINS' | 'PUBLIC_URL' | 'PORT'>,
) {
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  return {
    name: 'Quayside',
    id: config.WEBAUTHN_RP_ID ?? publicUrl?.hostname ?? 'localhost',
    origins:
      config.WEBAUTHN_ORIGINS ?? (publicUrl ? [publicUrl.origin] : [`http://localhost:${config.PORT}`]),
  };
}
