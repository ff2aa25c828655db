/**
 * The browser's half of WebAuthn through @simplewebauthn/browser, loaded only when a person asks for a
 * passkey: it stays out of every page's first download.
 */

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export async function createPasskey(options: Record<string, unknown>): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // biome-ignore lint/suspicious/noExplicitAny: the server's options, as @simplewebauthn/server made them.
  return startRegistration({ optionsJSON: options as any });
}

export async function signWithPasskey(options: Record<string, unknown>): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // biome-ignore lint/suspicious/noExplicitAny: the server's options, as @simplewebauthn/server made them.
  return startAuthentication({ optionsJSON: options as any });
}
