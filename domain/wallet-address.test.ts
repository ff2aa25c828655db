import { describe, expect, it } from 'vitest';
import {
  isEthereumAddress,
  isTronAddress,
  isUsdtAddress,
  toChecksumAddress,
  walletNetworkOf,
} from './wallet-address';

describe('TRC-20 addresses', () => {
  it('accepts real TRON addresses (the USDT contract and a well-known account)', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(walletNetworkOf('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TRC20');
  });

  it('refuses a changed character (checksum), a wrong length and a non-base58 character', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
  });

  it('refuses a valid base58check with another version byte (a Bitcoin address)', () => {
    expect(isTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isUsdtAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });
});

describe('ERC-20 addresses', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('accepts the EIP-55 example %s and rebuilds its checksum', (address) => {
    expect(isEthereumAddress(address)).toBe(true);
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts all-lower and all-upper case (no checksum to check)', () => {
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('refuses a mixed-case address with one letter case flipped, wrong length or non-hex', () => {
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toBe(false);
    expect(isUsdtAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});
