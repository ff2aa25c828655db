// The Hardship queue and a request's case, each with the Hardship styles. They travel in the console's own
// chunk: as a lazy chunk of their own, the build split the modules they share with the console into chunks
// named after those modules (`queue-table-*.js`), which the worker's precache would carry to every borrower.

import styles from './hardship.css?inline';
import { HardshipCaseScreen } from './hardship-case-screen';
import { HardshipScreen } from './hardship-screen';

export function HardshipQueue() {
  return (
    <>
      <style>{styles}</style>
      <HardshipScreen />
    </>
  );
}

export function HardshipCase({ requestId }: { requestId: number }) {
  return (
    <>
      <style>{styles}</style>
      <HardshipCaseScreen requestId={requestId} />
    </>
  );
}
