/**
 * Where to go after sign-in. Only a path of this site is accepted: `//evil.example` or `https://…` would
 * turn the login page into an open redirect.
 */
export function safeRedirect(value: unknown, fallback = '/member/centre'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  if (value.startsWith('/login')) return fallback;
  return value;
}
