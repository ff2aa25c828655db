// The complaints register and a complaint, each with the complaints styles, in the console's own chunk (as
// the Hardship screens are, for the same reason: a lazy chunk of their own would split the modules they
// share with the console into chunks the worker precaches for every borrower).

import { ComplaintCaseScreen } from './complaint-case-screen';
import styles from './complaints.css?inline';
import { ComplaintsScreen } from './complaints-screen';

export function ComplaintsRegister() {
  return (
    <>
      <style>{styles}</style>
      <ComplaintsScreen />
    </>
  );
}

export function ComplaintCase({ id }: { id: number }) {
  return (
    <>
      <style>{styles}</style>
      <ComplaintCaseScreen id={id} />
    </>
  );
}
