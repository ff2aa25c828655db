import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n/language';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { loanListQuery } from '../lib/queries/loan-queries';
import { HardshipScreen } from '../loans/hardship/hardship-screen';
import { hardshipQuery } from '../loans/hardship-queries';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/hardship')({
  // The words of a borrower in difficulty are a catalog of their own: every other member screen does without.
  staticData: { catalogs: ['shell', 'member', 'hardship'] },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ loanId: search.id }),
  loader: ({ context, deps: { loanId } }) =>
    warmMemberQueries(context.queryClient, (id) =>
      loanId ? [hardshipQuery(id, loanId, currentLanguage())] : [loanListQuery(id)],
    ),
  component: HardshipScreen,
});
