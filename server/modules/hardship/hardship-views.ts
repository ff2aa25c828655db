import {
  type ArrangementOfferView,
  type ArrangementView,
  type HardshipRequestView,
  spendingTotal,
} from '../../../domain/api/hardship';
import type { Language } from '../../../domain/errors';
import type { ArrangementRow, HardshipRequestRow, OfferRow } from './hardship-repository';
import { type VariationFigures, variationDocument, variationTermsOf } from './variation-texts';

/** What the borrower has left each month by their own figures: income less essential spending. */
export function leftOverOf(row: Pick<HardshipRequestRow, 'income' | 'spending'>): number {
  return row.income - spendingTotal(row.spending);
}

export function requestViewOf(row: HardshipRequestRow): HardshipRequestView {
  return {
    id: row.id,
    loanId: row.loanId,
    status: row.status,
    outcome: row.outcome,
    changes: row.changes,
    details: row.details,
    since: row.since,
    statement: { income: row.income, spending: row.spending, canPay: row.canPay },
    leftOver: leftOverOf(row),
    receivedOn: row.receivedOn,
    answerBy: row.answerBy,
    closedOn: row.closedOn,
    declineReason: row.outcome === 'DECLINED' ? row.closeReason : null,
  };
}

export function offerViewOf(row: OfferRow, lang: Language, figures: VariationFigures): ArrangementOfferView {
  return {
    id: row.id,
    requestId: row.requestId,
    status: row.status,
    kind: row.kind,
    plan: row.plan,
    offeredOn: row.offeredOn,
    expiresOn: row.expiresOn,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    document: variationDocument(lang, figures, variationTermsOf(row.loanId, row.id, row.plan)),
  };
}

export function operatorOfferViewOf(row: OfferRow, lang: Language, figures: VariationFigures) {
  return {
    ...offerViewOf(row, lang, figures),
    createdBy: row.createdBy,
    approvedBy: row.approvedBy,
    needsSecondOperator: row.needsSecondOperator,
  };
}

export function arrangementViewOf(row: ArrangementRow): ArrangementView {
  return {
    id: row.id,
    offerId: row.offerId,
    kind: row.kind,
    status: row.status,
    acceptedOn: row.acceptedOn,
    windowEnds: row.windowEnds,
    brokenOn: row.brokenOn,
    ledgerEntryId: row.ledgerEntryId,
    signedName: row.signedName,
    versionHash: row.versionHash,
  };
}
