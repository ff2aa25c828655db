import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { repaymentMethods } from '../../domain/loan/methods';
import { optionalOneOf, optionalPositiveInt } from '../lib/search-params';
import { stepIds } from '../wizard/step-ids';
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
  component: function ApplyRoute() {
    return <ApplyWizardScreen search={route.useSearch()} />;
  },
});
