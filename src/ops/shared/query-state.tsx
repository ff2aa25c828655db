import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A console screen's data: loading, failed with a retry, or shown. */
export function QueryState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  if (query.data !== undefined) return <>{children}</>;
  if (query.isError) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>
          <Trans>This could not be loaded.</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="muted" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}
