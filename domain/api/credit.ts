import { z } from 'zod';
import { creditFileSchema, searchKinds } from '../credit/credit-file';

/** One search of a credit reference agency made on the borrower, as the account centre lists it. */
export const creditSearchView = z.object({
  id: z.number().int(),
  kind: z.enum(searchKinds),
  /** Why: a quote (soft), an application (hard), or a person looking again at a referred application (hard). */
  purpose: z.enum(['quote', 'application', 'review']),
  searchedAt: z.iso.datetime(),
  agencyName: z.string().nullable(),
  /** False when the agency did not answer: the search left no record on the file. */
  answered: z.boolean(),
});
export type CreditSearchView = z.infer<typeof creditSearchView>;

export const creditSearchesResponse = z.object({ list: z.array(creditSearchView) });

/** A search as an operator reads it beside an application: the file whole, or why none came back. */
export const operatorCreditSearch = z.object({
  id: z.number().int(),
  kind: z.enum(searchKinds),
  purpose: z.enum(['quote', 'application', 'review']),
  searchedAt: z.iso.datetime(),
  found: z.boolean(),
  fault: z.string().nullable(),
  agencyName: z.string().nullable(),
  fileReference: z.string().nullable(),
  file: creditFileSchema.nullable(),
});

/** Another borrower who holds one of the applicant's details, and which. */
export const sharedDetailView = z.object({
  memberId: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  matched: z.array(z.enum(['receivingAddress', 'phone', 'idNumber'])),
});

export const operatorCreditFileResponse = z.object({
  /** The newest hard search for the application (at submit, or an operator's search again). */
  search: operatorCreditSearch.nullable(),
  sharedWith: z.array(sharedDetailView),
});
export type OperatorCreditFile = z.infer<typeof operatorCreditFileResponse>;
