import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { repaymentMethods } from '../../domain/loan/methods';
import { optionalOneOf, optionalPositiveInt } from '../lib/navigation/search-params';
import { loanListQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { userStore } from '../lib/stores/session-store';
import { warmMemberQueries } from '../ui/route-loading';
import { stepIds } from '../wizard/step-ids';
import { readDraftEarly } from '../wizard/use-wizard-draft';
import { loanConfigQuery } from '../wizard/wizard-queries';
import { ApplyWizardScreen, type WizardSearch } from '../wizard/wizard-screen';

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/apply/');

export const Route = createFileRoute('/apply/')({
  validateSearch: (search: Record<string, unknown>): WizardSearch => ({
    step: optionalOneOf(search.step, stepIds),
    amount: optionalPositiveInt(search.amount),
    term: optionalPositiveInt(search.term),
    method: optionalOneOf(search.method, repaymentMethods),
    resubmit: optionalPositiveInt(search.resubmit),
  }),
  // The profile the steps are filled from, the loan range and rates, and the loans that may block a new
  // application, warmed before the wizard opens, and the draft read meanwhile; the loader is a chunk of its
  // own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    readDraftEarly(userStore.get().id);
    return warmMemberQueries(context.queryClient, (id) => [
      memberInfoQuery(id),
      loanConfigQuery(),
      loanListQuery(id),
    ]);
  },
  component: function ApplyRoute() {
    return <ApplyWizardScreen search={route.useSearch()} />;
  },
});
