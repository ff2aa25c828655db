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
}

export const brands: Readonly<Record<Brand['code'], Brand>> = {
  quayside: {
    code: 'quayside',
    name: 'Quayside',
    supportEmail: 'help@quayside.example',
    supportPhone: '020 7946 0123',
    region: 'GB',
    timeZone: 'Europe/London',
    currency: 'GBP',
  },
  harbourline: {
    code: 'harbourline',
    name: 'Harbourline Finance',
    supportEmail: 'support@harbourline.example',
    supportPhone: '020 7946 0456',
    region: 'GB',
    timeZone: 'Europe/London',
    currency: 'GBP',
  },
};
