import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import '../theme/pages.css';

/** The complaints procedure: steps, timescales and the ombudsman route. */
export function ComplaintsProcedure() {
  return (
    <>
      <h2 className="complaints__heading" id="complaints-how">
        <Trans>How we handle a complaint</Trans>
      </h2>
      <ol className="timeline">
        <li className="card">
          <h3>
            <Trans>1. Tell us</Trans>
          </h3>
          <p>
            <Trans>
              Use the form on this page, or contact us by phone, e-mail or chat, or write to us. Tell us what
              happened, what you would like us to do, and the best way to reach you. You can ask someone to
              complain on your behalf.
            </Trans>
          </p>
          <Link to="/contact" className="text-link">
            <Trans>Our contact details</Trans>
          </Link>
        </li>
        <li className="card">
          <h3>
            <Trans>2. We try to resolve it quickly</Trans>
          </h3>
          <p>
            <Trans>
              Many complaints can be settled within three working days. If so, we confirm the outcome in
              writing and tell you that you can still refer it to the ombudsman if you are not satisfied.
            </Trans>
          </p>
        </li>
        <li className="card">
          <h3>
            <Trans>3. We investigate</Trans>
          </h3>
          <p>
            <Trans>
              If it needs longer, we acknowledge your complaint promptly, name the person handling it, and
              keep you updated. A colleague who was not involved reviews what happened.
            </Trans>
          </p>
        </li>
        <li className="card">
          <h3>
            <Trans>4. Our final response</Trans>
          </h3>
          <p>
            <Trans>
              We send our final response within eight weeks of receiving your complaint, explaining what we
              found and what we will do. If we cannot finish by then, we write to explain why and what you can
              do next.
            </Trans>
          </p>
        </li>
        <li className="card">
          <h3>
            <Trans>5. The ombudsman</Trans>
          </h3>
          <p>
            <Trans>
              If you are unhappy with our final response, or eight weeks have passed, you can ask the
              Financial Ombudsman Service, which is independent, to look at your complaint. It is free to use.
              You normally need to contact it within six months of our final response, which will include its
              details.
            </Trans>
          </p>
          <p>
            <a className="text-link" href="https://www.financial-ombudsman.org.uk/" rel="noopener noreferrer">
              financial-ombudsman.org.uk
            </a>
          </p>
        </li>
      </ol>
      <section className="card" aria-labelledby="complaint-support">
        <h2 id="complaint-support" className="card__title">
          <Trans>Support while we look into it</Trans>
        </h2>
        <p>
          <Trans>
            If your complaint is about a payment you are struggling with, we can pause collection while we
            investigate. Tell us if you need information in another format or extra help to make your
            complaint.
          </Trans>
        </p>
      </section>
    </>
  );
}
