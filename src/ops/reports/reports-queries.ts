import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  applicationsReportResponse,
  complaintsReportResponse,
  loanBookResponse,
  type PeriodQuery,
  payoutsReportResponse,
  rollRatesResponse,
} from '../../../domain/api/reports';
import { apiRequest } from '../../lib/api/api-client';
import { opsKeys } from '../shared/ops-queries';

/** Under `ops`: never persisted (decision 080). A report is read when opened and on "Show". */
export const reportKeys = {
  report: (id: string, period: PeriodQuery) =>
    [...opsKeys.all, 'reports', id, period.from ?? '', period.to ?? ''] as const,
};

const asRead = { staleTime: 60_000, placeholderData: keepPreviousData, refetchOnWindowFocus: false } as const;

export const loanBookQuery = () =>
  queryOptions({
    queryKey: reportKeys.report('loan-book', {}),
    queryFn: ({ signal }) => apiRequest('/operator/reports/loan-book', { schema: loanBookResponse, signal }),
    ...asRead,
  });

export const applicationsReportQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: reportKeys.report('applications', period),
    queryFn: ({ signal }) =>
      apiRequest('/operator/reports/applications', {
        schema: applicationsReportResponse,
        query: { ...period },
        signal,
      }),
    ...asRead,
  });

export const payoutsReportQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: reportKeys.report('payouts', period),
    queryFn: ({ signal }) =>
      apiRequest('/operator/reports/payouts', {
        schema: payoutsReportResponse,
        query: { ...period },
        signal,
      }),
    ...asRead,
  });

export const rollRatesQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: reportKeys.report('roll-rates', period),
    queryFn: ({ signal }) =>
      apiRequest('/operator/reports/roll-rates', { schema: rollRatesResponse, query: { ...period }, signal }),
    ...asRead,
  });

export const complaintsReportQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: reportKeys.report('complaints', period),
    queryFn: ({ signal }) =>
      apiRequest('/operator/reports/complaints', {
        schema: complaintsReportResponse,
        query: { ...period },
        signal,
      }),
    ...asRead,
  });
