/**
 * Whether a wallet address has as many characters as a whole one (34 for TRON, 42 for Ethereum), so a
 * failed check means a mistake rather than an address still being typed.
 */
export function addressLooksComplete(address: string): boolean {
  if (/^0x/i.test(address)) return address.length >= 42;
  if (address.startsWith('T')) return address.length >= 34;
  // Anything else can never become a USDT address: say so straight away.
  return address.length >= 2;
}
