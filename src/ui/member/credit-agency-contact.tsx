import { Trans } from '@lingui/react/macro';
import type { AgencyContact } from '../../../domain/credit/credit-file';

/**
 * A decline on credit file data names the agency that holds the file and how to reach it, so the borrower
 * can get their file and have it corrected (Consumer Credit Act 1974 s157). Its name, address, phone and
 * website come with the decision, as the agency was when the file was read.
 */
export function CreditAgencyContact({ agency }: { agency: AgencyContact }) {
  const name = agency.name;
  return (
    <div className="decision-agency" data-testid="decision-agency">
      <p>
        <Trans>
          This decision used information on your credit file from {name}, a credit reference agency. You can
          ask them for a copy of your credit file, free of charge, and for anything wrong on it to be
          corrected. The Consumer Credit Act 1974 (section 157) gives you the right to know who they are.
        </Trans>
      </p>
      <address className="decision-agency__contact">
        <strong>{name}</strong>
        <span>{agency.address}</span>
        <span>
          <Trans>Telephone:</Trans> <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>{agency.phone}</a>
        </span>
        {/^https?:\/\//.test(agency.website) ? (
          <a href={agency.website} target="_blank" rel="noopener noreferrer">
            {agency.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          // Only a web address is made a link: the agency's answer is data, not markup we trust.
          <span>{agency.website}</span>
        )}
      </address>
    </div>
  );
}
