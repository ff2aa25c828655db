import { Trans } from '@lingui/react/macro';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** A queue read a page at a time: "Load more" with how many of the whole are shown, while there are more. */
export function LoadMore({
  query,
  shown,
  total,
  testId,
}: {
  query: Pages;
  shown: number;
  total: number;
  testId: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="button-row button-row--start ops-pager">
      <button
        type="button"
        className="button button--secondary"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
        data-testid={testId}
      >
        {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
      </button>
      <span className="muted">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </span>
    </div>
  );
}
