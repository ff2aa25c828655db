/**
 * The two brand configurations (SPEC §1, DESIGN §8). Contact details are fictional: `.example` domains
 * and UK numbers from the range Ofcom keeps for drama (020 7946 0xxx), so nobody real is ever dialled.
 */
export interface Brand {
  code: 'quayside' | 'harbourline';
  name: string;
  supportEmail: string;
  supportPhone: string;
  region: string;
  timeZone: string;
  currency: 'GBP';
  /**
   * The lender's USDT (TRC-20) address borrowers pay their bills into (SPEC §3 "repayment address").
   * Fictional: derived from the brand's name, with a valid checksum so wallets accept it in a demo.
   */
  repaymentAddress: string;
}

/**
 * The time zone of every brand (DESIGN §4: due dates, overdue days and "today" are dates in London). Dates
 * are worked out in it where the brand being served is not at hand (the app before its brand has loaded, a
 * server module reading a clock), so a brand in another zone would first have to carry its zone there.
 */
export const BRAND_TIME_ZONE = 'Europe/London';

export const brands: Readonly<Record<Brand['code'], Brand>> = {
  quayside: {
    code: 'quayside',
    name: 'Quayside',
    supportEmail: 'help@quayside.example',
    supportPhone: '020 7946 0123',
    region: 'GB',
    timeZone: BRAND_TIME_ZONE,
    currency: 'GBP',
    repaymentAddress: 'TS132eXvCRXcWsQWu3mgSLCogrmc29hc26',
  },
  harbourline: {
    code: 'harbourline',
    name: 'Harbourline Finance',
    supportEmail: 'support@harbourline.example',
    supportPhone: '020 7946 0456',
    region: 'GB',
    timeZone: BRAND_TIME_ZONE,
    currency: 'GBP',
    repaymentAddress: 'TD7JS58MALv6g2dvKXQUWjucy96AWKZFVc',
  },
};
