import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';

/**
 * USDT receiving addresses (SPEC §3, DESIGN §4): TRON (TRC-20) or Ethereum (ERC-20). Both are checked for
 * real, so a typo is caught here rather than by a transfer that sends a borrower's money nowhere.
 */
export type WalletNetwork = 'TRC20' | 'ERC20';

const TRON_VERSION_BYTE = 0x41;

/** TRON: base58check of 0x41 + 20-byte account id, checksum = first 4 bytes of double SHA-256. */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  // Past the pattern every character is base58, so decoding cannot throw. The checksum is compared here
  // rather than by @scure/base's base58check coder, which would add 0.24 kB gzip to the screens that check.
  const bytes = base58.decode(address);
  if (bytes.length !== 25 || bytes[0] !== TRON_VERSION_BYTE) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/** The EIP-55 mixed-case form of a 40-hex-digit address. */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * Ethereum: `0x` + 40 hex digits. All-lower or all-upper carries no checksum and is accepted as typed;
 * mixed case must match EIP-55 exactly, so a single mistyped character is caught.
 */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function walletNetworkOf(address: string): WalletNetwork | null {
  if (isTronAddress(address)) return 'TRC20';
  if (isEthereumAddress(address)) return 'ERC20';
  return null;
}

export function isUsdtAddress(address: string): boolean {
  return walletNetworkOf(address) !== null;
}
