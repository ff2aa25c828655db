import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { repaymentSubmitRequest } from '../../domain/api/repayments';
import { encodeMessage, M } from '../../domain/messages';
import { parsePoundsInput } from '../../domain/money-input';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanBillsQuery, loanDetailQuery, loanSettlementQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { PhotoField, type PhotoRef, resolvePhotoRefs } from '../offline/member/photo-field';
import { useWaitForPhotos } from '../offline/member/photos-preparing';
import { discardUpload } from '../offline/outbox';
import { messageText } from '../ui/member/field-message';
import { type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BillChoice } from './bill-choice';
import { BillName } from './bill-schedule';
import { CopyButton } from './copy-button';
import { LoanList } from './loan-list';
import { type RepaymentTarget, useSubmitRepayment } from './loan-mutations';
import { RepayChoiceField } from './repay-choice-field';
import { billsOfChoice, type RepayChoice, repayOptions } from './repay-choices';
import { BillStatus } from './status-chip';
import { UsdtQuotePanel } from './usdt-quote-panel';
import './loans.css';

const route = getRouteApi('/loan/repay');

export function RepayScreen() {
  const { id, settle } = route.useSearch();
  if (!id) {
    return (
      <Screen title={<Trans>Repay</Trans>} lead={<Trans>Choose the loan you are repaying.</Trans>}>
        <LoanList target="/loan/detail" />
      </Screen>
    );
  }
  return <RepayLoan loanId={id} settle={settle === true} />;
}

type Errors = FieldErrors<'bills' | 'voucher' | 'statedAmount' | 'statedReference' | 'form'>;

/** The repayment body's fields, by the form's names for them. */
const repaymentFields = {
  billIds: 'bills',
  voucherUploadId: 'voucher',
  statedAmount: 'statedAmount',
  statedReference: 'statedReference',
} as const;

/**
 * Repaying by voucher: the borrower pays the shown amount into the lender's USDT address outside the app,
 * then reports it here with a picture of the transfer. The voucher goes through the upload outbox (it waits
 * for a connection if there is none); the report itself is sent once the picture is on the server.
 */
function RepayLoan({ loanId, settle }: { loanId: number; settle: boolean }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const detail = useQuery(loanDetailQuery(user.id, loanId));
  const bills = useQuery(loanBillsQuery(user.id, loanId));
  const running = detail.data?.status === 'DISBURSED';
  const open = (bills.data?.list ?? []).filter((bill) => bill.status === 'TO_BE_REPAID');
  const options = repayOptions(open, bills.data?.asOf ?? '9999-12-31', { running, settle });
  const [picked, setMode] = useState<RepayChoice | null>(null);
  // Until the borrower picks, the choice that matters most (what is due now, else the next bill) is made
  // for them, once the bills are known.
  const mode: RepayChoice = picked !== null && options.choices.includes(picked) ? picked : options.initial;
  const settlement = useQuery({
    ...loanSettlementQuery(user.id, loanId, running && mode === 'settlement'),
    meta: { silent: true },
  });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [voucher, setVoucher] = useState<PhotoRef[]>([]);
  // What the borrower says they sent, for the operator to hold against the voucher: optional.
  const [statedAmount, setStatedAmount] = useState('');
  const [statedReference, setStatedReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const submit = useSubmitRepayment(() => {
    showToast('success', t`Submitted successfully, waiting for review`);
    for (const ref of voucher) if ('key' in ref) void discardUpload(ref.key);
    setDone(true);
  });
  // Submit pressed while the voucher is still being prepared goes once it is in the form.
  const formRef = useRef<HTMLFormElement>(null);
  const preparing = useWaitForPhotos(() => formRef.current?.requestSubmit());
  const billsLegendId = useId();
  const billsErrorId = useId();

  // The next bill due is chosen to start with: the one a borrower usually pays.
  useEffect(() => {
    if (chosen === null && open.length > 0) setChosen([open[0]!.billId]);
  }, [chosen, open]);
  const selected = billsOfChoice(mode, options, open, chosen ?? []);
  const amount =
    mode === 'settlement' ? settlement.data?.total : selected.reduce((sum, bill) => sum + bill.totalDue, 0);
  // What the USDT figure is for: the same target the report names, so it asks what the report records.
  const chosenKey = selected.map((bill) => bill.billId).join(',');
  const usdtTarget = useMemo<RepaymentTarget | null>(() => {
    if (mode === 'settlement') return running ? { loanId, settlement: true } : null;
    return chosenKey === '' ? null : { billIds: chosenKey.split(',').map(Number) };
  }, [mode, running, loanId, chosenKey]);
  const [usdtQuoteId, setUsdtQuoteId] = useState<number | null>(null);

  if (done) {
    return (
      <Screen title={<Trans>Repay</Trans>} testId="repay">
        <Card className="notice-card notice-card--success">
          <p role="status" data-testid="repay-submitted">
            <Trans>Submitted successfully, waiting for review</Trans>
          </p>
          <p className="muted">
            <Trans>
              We check the transfer and confirm it, usually within one working day. We will send you a
              message.
            </Trans>
          </p>
          <div className="button-row button-row--start">
            <Link to="/loan/detail" search={{ id: loanId }} className="button button--primary">
              <Trans>Back to the loan</Trans>
            </Link>
            <Link to="/loan/record" search={{ id: loanId }} className="button button--secondary">
              <Trans>Repayment records</Trans>
            </Link>
          </div>
        </Card>
      </Screen>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (preparing.deferred()) return;
    const next: Errors = {};
    if (mode !== 'settlement' && selected.length === 0)
      next.bills = t`Please choose the bills you are paying`;
    if (voucher.length === 0) next.voucher = messageText(i18n, M.voucherRequired, lang);
    const stated = repaymentSubmitRequest.shape.statedAmount.safeParse(
      parsePoundsInput(statedAmount) ?? undefined,
    );
    if (parsePoundsInput(statedAmount) === null || !stated.success) {
      next.statedAmount = messageText(
        i18n,
        encodeMessage(M.tplCorrect, { text: 'field.statedAmount' }),
        lang,
      );
    }
    const reference = repaymentSubmitRequest.shape.statedReference.safeParse(
      statedReference.trim() || undefined,
    );
    if (!reference.success)
      next.statedReference = messageText(i18n, reference.error.issues[0]!.message, lang);
    setErrors(next);
    if (next.bills || next.voucher || next.statedAmount || next.statedReference) return;
    const photos = await resolvePhotoRefs(voucher);
    const uploadId = photos.ids[0];
    if (uploadId === undefined) {
      setErrors({
        voucher:
          photos.pending > 0
            ? t`Your voucher is still on its way to us. Submit again once it shows Uploaded.`
            : t`This voucher cannot be sent. Remove it and add it again.`,
      });
      return;
    }
    const target: RepaymentTarget =
      mode === 'settlement' ? { loanId, settlement: true } : { billIds: selected.map((bill) => bill.billId) };
    const statedPence = parsePoundsInput(statedAmount);
    submit.mutate(
      {
        ...target,
        voucherUploadId: uploadId,
        ...(statedPence ? { statedAmount: statedPence } : {}),
        ...(statedReference.trim() ? { statedReference: statedReference.trim() } : {}),
        ...(usdtQuoteId !== null ? { usdtQuoteId } : {}),
      },
      {
        onError: (error) => {
          if (!isApiError(error)) return setErrors({ form: t`Repayment failed` });
          const fields = serverFieldErrors(error, repaymentFields);
          if (Object.keys(fields).length > 0) return setErrors(fields);
          // A bill paid meanwhile (another device) or a loan that changed: show the fresh state.
          void bills.refetch();
          setErrors({ form: error.msg || t`Repayment failed` });
        },
      },
    );
  }

  if (detail.isPending || bills.isPending) {
    return (
      <Screen title={<Trans>Repay</Trans>} testId="repay">
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      </Screen>
    );
  }
  if (!bills.data || !detail.data) {
    return (
      <Screen title={<Trans>Repay</Trans>} testId="repay">
        <p role="alert">
          <Trans>We could not load this loan. Check your connection and try again.</Trans>
        </p>
      </Screen>
    );
  }
  const address = bills.data.repaymentAddress;
  const amountText = amount === undefined ? null : formatAmount(amount, lang);
  const validUntil = settlement.data ? formatDate(settlement.data.validUntil, lang) : '';
  return (
    <Screen
      title={<Trans>Repay</Trans>}
      lead={
        <Trans>Send the USDT amount below to our USDT address, then send us a picture of the transfer.</Trans>
      }
      width="narrow"
      testId="repay"
    >
      <form
        ref={formRef}
        onSubmit={(event) => void send(event)}
        noValidate
        data-testid="repay-form"
        className="repay-form"
      >
        {errors.form ? (
          <p className="form-error" role="alert" data-testid="repay-error">
            {errors.form}
          </p>
        ) : null}
        {/* A voucher refused for an open bill is said whatever is chosen: the borrower pays it again. */}
        {open
          .filter((bill) => bill.refusalReason)
          .map((bill) => (
            <p key={bill.billId} className="notice notice--warning" data-testid="repay-refusal">
              <BillName bill={bill} />: <BillStatus bill={bill} />
            </p>
          ))}
        {options.choices.length > 1 ? (
          <RepayChoiceField
            options={options}
            value={mode}
            onChange={(choice) => {
              setMode(choice);
              setErrors((current) => ({ ...current, bills: undefined }));
            }}
            settlementTotal={settlement.data?.total}
          />
        ) : null}
        {mode === 'bills' ? (
          <fieldset
            className={['card', 'bill-choice', errors.bills ? 'field--invalid' : '']
              .filter(Boolean)
              .join(' ')}
            aria-labelledby={billsLegendId}
            aria-describedby={errors.bills ? billsErrorId : undefined}
          >
            <legend id={billsLegendId} className="field__label">
              <Trans>Bills to pay</Trans>
            </legend>
            {open.length === 0 ? (
              <p className="muted">
                <Trans>Nothing is waiting to be paid on this loan.</Trans>
              </p>
            ) : (
              open.map((bill) => (
                <BillChoice
                  key={bill.billId}
                  bill={bill}
                  checked={chosen?.includes(bill.billId) ?? false}
                  onChange={(on) =>
                    setChosen((current) => {
                      const rest = (current ?? []).filter((billId) => billId !== bill.billId);
                      return on ? [...rest, bill.billId] : rest;
                    })
                  }
                />
              ))
            )}
            {errors.bills ? (
              <p id={billsErrorId} className="field__error" role="alert">
                {errors.bills}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <Card className="repay-amount">
          <p className="muted">
            <Trans>Amount to pay</Trans>
          </p>
          <p className="repay-amount__figure" data-testid="repay-amount">
            {amountText ?? (settlement.isError ? '' : '…')}
          </p>
          {mode === 'settlement' && settlement.data ? (
            <p className="muted" data-testid="repay-valid-until">
              <Trans>This figure holds until {validUntil}.</Trans>
            </p>
          ) : null}
          {mode === 'settlement' && settlement.isError ? (
            <p role="alert">{isApiError(settlement.error) ? settlement.error.msg : null}</p>
          ) : null}
        </Card>
        <UsdtQuotePanel target={usdtTarget} onQuote={setUsdtQuoteId} />
        <section className="card" aria-labelledby="repayment-address-label">
          <h2 className="field__label" id="repayment-address-label">
            <Trans>Repayment address (USDT, TRC-20)</Trans>
          </h2>
          <div className="address-row">
            <code className="address" data-testid="repayment-address">
              {address}
            </code>
            <CopyButton text={address} label={t`Copy the repayment address`} />
          </div>
        </section>
        <PhotoField
          label={t`Repayment voucher`}
          memberId={user.id}
          field={`voucher:${loanId}`}
          purpose="voucher"
          value={voucher}
          onChange={(next) => {
            setVoucher(next);
            setErrors((current) => ({ ...current, voucher: undefined }));
          }}
          max={1}
          error={errors.voucher ?? null}
        />
        <fieldset className="card repay-stated">
          <legend className="field__label">
            <Trans>About your transfer (optional)</Trans>
          </legend>
          <p className="muted">
            <Trans>They help us find your payment and confirm it sooner.</Trans>
          </p>
          <TextField
            label={<Trans>Amount you sent (£)</Trans>}
            name="statedAmount"
            inputMode="decimal"
            autoComplete="off"
            value={statedAmount}
            onChange={(event) => {
              setStatedAmount(event.target.value);
              setErrors((current) => ({ ...current, statedAmount: undefined }));
            }}
            error={errors.statedAmount ?? null}
          />
          <TextField
            label={<Trans>Transaction reference (hash)</Trans>}
            name="statedReference"
            autoComplete="off"
            spellCheck={false}
            value={statedReference}
            onChange={(event) => {
              setStatedReference(event.target.value);
              setErrors((current) => ({ ...current, statedReference: undefined }));
            }}
            error={errors.statedReference ?? null}
          />
        </fieldset>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={submit.isPending || preparing.waiting || amount === undefined}
        >
          {preparing.waiting ? (
            <Trans>Sending your photos…</Trans>
          ) : submit.isPending ? (
            <Trans>Submitting…</Trans>
          ) : (
            <Trans>Submit repayment</Trans>
          )}
        </button>
      </form>
    </Screen>
  );
}
