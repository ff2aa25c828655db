/**
 * The demo operators' TOTP secrets (base32, 160 bits as RFC 4226 recommends), the defaults of
 * OPERATOR_TOTP_SECRET and SECOND_OPERATOR_TOTP_SECRET. Like the demo passwords they are public: seeded only
 * where demo accounts are (never when NODE_ENV=production) and printed by `npm start`, so a person can add
 * them to an authenticator app and the journeys can work out a current code (decision 106).
 */
export const DEMO_TOTP_SECRETS = {
  operator: 'QUAYSIDEDEMOOPSONE2FAKEYAAAAAAAA',
  secondOperator: 'QUAYSIDEDEMOOPSTWO2FAKEYAAAAAAAA',
} as const;
