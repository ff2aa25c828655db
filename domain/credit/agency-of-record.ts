import type { AgencyContact } from './credit-file';

/**
 * The credit reference agency the lender searches, as the public pages name it (the FAQ, the privacy
 * statement) so a borrower knows where to ask for their file before any decision names it. It is the
 * fictional agency our simulated one answers as (server/credit-agency): its phone number is in Ofcom's range
 * for drama, its website on `.example`. A deployment that searches a real agency names that one here.
 */
export const creditAgencyOfRecord: AgencyContact = {
  name: 'Northgate Credit Records Ltd',
  address: 'Consumer Services, 4 Ropewalk Yard, Bristol BS0 4NC',
  phone: '0117 496 0412',
  website: 'https://northgate-credit.example',
};
