import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/i18n/language';
import { isLoggedIn, useUser } from '../lib/stores/session-store';
import { Screen } from '../ui/screen';
import { type Account, ComplaintForm } from './complaint-form';
import './complaints.css';
import { ComplaintsProcedure } from './complaints-procedure';
import { myComplaintsQuery } from './complaints-queries';
import { MyComplaints } from './my-complaints';

/**
 * /complaints, signed in or not: the form, a signed-in borrower's own complaints with our answers, and how we
 * handle a complaint (the steps and the ombudsman). Signed out, the form asks how to reach them; signed in,
 * it knows, and links the complaint to one of their loans.
 */
export function ComplaintsPage() {
  const user = useUser();
  const lang = useLanguage();
  const signedIn = isLoggedIn(user);
  const query = useQuery(myComplaintsQuery(signedIn ? user.id : 0, lang));
  const data = query.data;
  const account: Account | null =
    signedIn && data
      ? { memberId: user.id, name: data.name, email: data.email, phone: data.phone, loans: data.loans }
      : null;
  return (
    <Screen
      width="reading"
      title={<Trans>Complaints</Trans>}
      lead={<Trans>If we have got something wrong, we want to hear about it and put it right.</Trans>}
      testId="complaints"
    >
      <section className="card" aria-labelledby="complaint-make">
        <h2 id="complaint-make" className="card__title">
          <Trans>Make a complaint</Trans>
        </h2>
        {signedIn && !data ? (
          query.isError ? (
            <p className="notice notice--error" role="alert">
              <Trans>Your complaints could not be loaded. Try again in a moment.</Trans>
            </p>
          ) : (
            <p aria-busy="true" className="muted">
              <Trans>Loading…</Trans>
            </p>
          )
        ) : (
          <ComplaintForm key={account ? 'member' : 'visitor'} account={account} />
        )}
      </section>
      {signedIn && data ? (
        <section aria-labelledby="complaint-mine" className="complaints__mine">
          <h2 id="complaint-mine" className="complaints__heading">
            <Trans>Your complaints</Trans>
          </h2>
          <MyComplaints list={data.list} />
        </section>
      ) : null}
      <ComplaintsProcedure />
    </Screen>
  );
}
