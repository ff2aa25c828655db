import type { z } from 'zod';
import { applyRequest, type QuoteResponse, quoteRequest, usdtReceivingAddress } from '../../domain/api/loans';
import type { Member } from '../../domain/api/members';
import {
  ageOn,
  eligibilityMessage,
  eligibilityReasons,
  isUkCountry,
  MIN_AGE,
  MIN_ANNUAL_INCOME,
  MIN_YEARS_AT_ADDRESS,
} from '../../domain/eligibility';
import { type IsoDate, isIsoDate } from '../../domain/loan/dates';
import { londonDateOf } from '../../domain/loan/london-date';
import { decodeMessage, encodeMessage, M } from '../../domain/messages';
import { parsePoundsInput } from '../../domain/money-input';
import { type AddressValues, addressSection } from '../profile/address-section';
import { type BasicValues, basicSection } from '../profile/basic-section';
import { type CarValues, carSection } from '../profile/car-section';
import { type ContactsValues, contactsSection, emptyContact } from '../profile/contacts-section';
import { type FamilyValues, familySection } from '../profile/family-section';
import { type HouseValues, houseSection } from '../profile/house-section';
import { checkSection, poundsInput, wholeNumberInput } from '../profile/profile-section';
import { type WorkValues, workSection } from '../profile/work-section';
import { datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { type FieldErrors, issueCodes } from '../ui/member/form-errors';

/**
 * The wizard's state as plain data: what the borrower typed (strings, as typed, so a half-typed amount
 * survives a reload), where they are, and what submit needs to stay one application (its key, the quote).
 * Validation is the server's own contracts, applied to the sections these values become.
 */

// The step names live in a module of their own: the /apply route checks its search with them, and that part
// of a route is in the entry file every first page loads, where the contracts imported here would cost
// every visitor of /home 35 kB gzip.
import { isStepId, type StepId, stepIds } from './step-ids';

export { isStepId, type StepId, stepIds };

export interface WizardValues {
  loan: { amount: string; purpose: string; termMonths: string; method: string; receivingAddress: string };
  // The profile's sections, as their forms hold them (src/profile): one step each.
  basic: BasicValues;
  address: AddressValues;
  employment: WorkValues;
  family: FamilyValues;
  property: HouseValues;
  vehicle: CarValues & { hasVehicle: '' | 'yes' | 'no' };
  contacts: ContactsValues;
  consent: { terms: boolean; agreement: boolean };
}

/** The steps that are profile sections, and the section each one is. */
export const profileSteps = {
  basic: basicSection,
  address: addressSection,
  employment: workSection,
  family: familySection,
  property: houseSection,
  vehicle: carSection,
  contacts: contactsSection,
} as const;
export type ProfileStepId = keyof typeof profileSteps;

export interface QuoteRef {
  quoteId: number;
  amount: number;
  termMonths: number;
  method: string;
  validUntil: string;
  /** What the quote's soft search found (absent in a draft kept before quotes searched the file). */
  creditCheck?: QuoteResponse['creditCheck'];
}

export interface WizardDraft {
  version: 2;
  step: StepId;
  values: WizardValues;
  /** Sent as Idempotency-Key: kept until the application exists, so every retry is the same submit. */
  idempotencyKey: string;
  quote: QuoteRef | null;
  /** The rejected application this one resubmits, when it started from one. */
  resubmitOf: number | null;
  /** When the borrower last changed something (ms): decides which of two copies is newer. */
  updatedAt: number;
}

export function emptyValues(): WizardValues {
  return {
    loan: { amount: '', purpose: '', termMonths: '', method: '', receivingAddress: '' },
    basic: basicSection.valuesOf(null),
    address: addressSection.valuesOf(null),
    employment: workSection.valuesOf(null),
    family: familySection.valuesOf(null),
    property: houseSection.valuesOf(null),
    vehicle: { hasVehicle: '', ...carSection.valuesOf(null) },
    contacts: contactsSection.valuesOf(null),
    consent: { terms: false, agreement: false },
  };
}

export function newDraft(idempotencyKey: string, now: number): WizardDraft {
  return {
    version: 2,
    step: 'loan',
    values: emptyValues(),
    idempotencyKey,
    quote: null,
    resubmitOf: null,
    updatedAt: now,
  };
}

/** Old field name → the name the profile's section gives it, per section of a version 1 draft. */
const renamedInVersion2: Record<string, Record<string, string>> = {
  basic: { idFront: 'idFrontUploadId', idBack: 'idBackUploadId' },
  property: { certificates: 'certificateUploadIds', photos: 'photoUploadIds' },
  vehicle: {
    vehiclePhotos: 'vehiclePhotoUploadIds',
    registrationDocuments: 'registrationDocumentUploadIds',
    driverLicenses: 'driverLicenseUploadIds',
  },
};
const datesOfVersion1: Record<string, string> = {
  basic: 'dateOfBirth',
  property: 'residenceSince',
  vehicle: 'firstRegistrationDate',
};

/**
 * A version 1 draft (before the wizard used the profile's sections) in today's shape: photo fields under
 * their body names, dates as day, month and year, the contacts in their section. What a borrower typed
 * before an update is kept, not dropped.
 */
function upgradeVersion1(values: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const [section, renames] of Object.entries(renamedInVersion2)) {
    const stored = values[section];
    if (!stored || typeof stored !== 'object') continue;
    const copy: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
    for (const [from, to] of Object.entries(renames)) {
      if (from in copy) copy[to] = copy[from];
      delete copy[from];
    }
    const date = datesOfVersion1[section] as string;
    if (typeof copy[date] === 'string') copy[date] = datePartsOf(copy[date] as string);
    next[section] = copy;
  }
  if (Array.isArray(values.contacts)) next.contacts = { contacts: values.contacts };
  return next;
}

/** A stored copy read back: anything not shaped like a draft of a known version is ignored, never half-used. */
export function readDraft(value: unknown): WizardDraft | null {
  if (!value || typeof value !== 'object') return null;
  const draft = value as Partial<Omit<WizardDraft, 'version'>> & { version?: unknown };
  if (draft.version !== 1 && draft.version !== 2) return null;
  if (!isStepId(draft.step) || typeof draft.idempotencyKey !== 'string') return null;
  if (!draft.values || typeof draft.values !== 'object' || typeof draft.updatedAt !== 'number') return null;
  const stored = draft.values as unknown as Record<string, unknown>;
  const values = draft.version === 1 ? upgradeVersion1(stored) : stored;
  // Sections and fields added later start empty instead of breaking an older copy.
  const empty = emptyValues();
  const merged = { ...empty } as unknown as Record<string, unknown>;
  for (const [name, blank] of Object.entries(empty)) {
    const section = values[name];
    if (section && typeof section === 'object' && !Array.isArray(section))
      merged[name] = { ...blank, ...section };
  }
  const result = merged as unknown as WizardValues;
  if (!Array.isArray(result.contacts.contacts) || result.contacts.contacts.length === 0)
    result.contacts = { contacts: [emptyContact()] };
  return {
    version: 2,
    step: draft.step,
    values: result,
    idempotencyKey: draft.idempotencyKey,
    quote: draft.quote ?? null,
    resubmitOf: typeof draft.resubmitOf === 'number' ? draft.resubmitOf : null,
    updatedAt: draft.updatedAt,
  };
}

export type DraftSource = 'device' | 'server' | 'new';

/** Of the copy on this device and the one saved to the account, the one changed last wins. */
export function chooseNewer(
  local: WizardDraft | null,
  server: WizardDraft | null,
): { draft: WizardDraft | null; source: DraftSource; both: boolean } {
  if (local && server) {
    return server.updatedAt > local.updatedAt
      ? { draft: server, source: 'server', both: true }
      : { draft: local, source: 'device', both: true };
  }
  if (local) return { draft: local, source: 'device', both: false };
  if (server) return { draft: server, source: 'server', both: false };
  return { draft: null, source: 'new', both: false };
}

// ---------------------------------------------------------------------------------------------------------
// Checking a step: field path → encoded domain message (words come from `messageText`).

/** The one question the wizard adds to the contracts: a borrower without a vehicle skips that section. */
export const HAS_VEHICLE_REQUIRED = 'wizard.hasVehicle.required';
/** No term picked yet: the choice is asked for, not a range of months quoted at the borrower. */
export const TERM_REQUIRED = 'wizard.term.required';

const issuesOf = (result: z.ZodSafeParseResult<unknown>): FieldErrors =>
  result.success ? {} : issueCodes(result.error.issues);

export interface AmountRange {
  minimumAmount: number;
  maximumAmount: number;
}

/**
 * Where the borrower's profile says the loan is paid (decision 099): to a bank account the wizard asks for no
 * USDT address. A profile that never chose is paid in USDT, as before there was a choice.
 */
export type PayoutTo = 'USDT' | 'BANK';

export function payoutToOf(member: { payoutMethod?: PayoutTo | undefined } | null | undefined): PayoutTo {
  return member?.payoutMethod === 'BANK' ? 'BANK' : 'USDT';
}

const loanChoices = applyRequest.pick({ purpose: true }).extend({ receivingAddress: usdtReceivingAddress });
const bankLoanChoices = applyRequest.pick({ purpose: true });

export function loanInput(values: { loan: Pick<WizardValues['loan'], 'amount' | 'termMonths' | 'method'> }) {
  const l = values.loan;
  return {
    amount: poundsInput(l.amount),
    termMonths: l.termMonths === '' ? undefined : Number(l.termMonths),
    method: l.method === '' ? undefined : l.method,
  };
}

export function checkLoan(
  values: WizardValues,
  range: AmountRange | null,
  payoutTo: PayoutTo = 'USDT',
): FieldErrors {
  const input = loanInput(values);
  const purpose = values.loan.purpose === '' ? undefined : values.loan.purpose;
  const errors = {
    ...issuesOf(quoteRequest.safeParse(input)),
    ...issuesOf(
      payoutTo === 'BANK'
        ? bankLoanChoices.safeParse({ purpose })
        : loanChoices.safeParse({ purpose, receivingAddress: values.loan.receivingAddress }),
    ),
  };
  if (values.loan.termMonths === '') errors.termMonths = TERM_REQUIRED;
  // The configured range, with the words the server's quote uses for it.
  if (!errors.amount && range && input.amount !== undefined) {
    if (input.amount < range.minimumAmount)
      errors.amount = encodeMessage(M.amountMin, { money: range.minimumAmount });
    else if (input.amount > range.maximumAmount) errors.amount = M.amountMax;
  }
  return errors;
}

/**
 * Each eligibility rule (DESIGN §4) on the step whose field it reads, as soon as that field holds a value
 * the rule can judge: nobody fills in eight steps to hear at the ninth that we cannot lend to them. A field
 * the section's own contract refuses is left to that message.
 */
export function eligibilityErrorsOf(step: StepId, values: WizardValues, today: IsoDate): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'basic') {
    const dateOfBirth = isoOfDateParts(values.basic.dateOfBirth);
    if (isIsoDate(dateOfBirth) && ageOn(dateOfBirth, today) < MIN_AGE)
      errors.dateOfBirth = eligibilityMessage('age.under21');
  } else if (step === 'address') {
    const years = wholeNumberInput(values.address.yearsAtAddress);
    if (years !== undefined && years >= 0 && years < MIN_YEARS_AT_ADDRESS)
      errors.yearsAtAddress = eligibilityMessage('address.under3Years');
    if (values.address.country.trim() !== '' && !isUkCountry(values.address.country))
      errors.country = eligibilityMessage('account.notUk');
  } else if (step === 'employment') {
    const income = parsePoundsInput(values.employment.personalAnnualIncome);
    if (typeof income === 'number' && income <= MIN_ANNUAL_INCOME)
      errors.personalAnnualIncome = eligibilityMessage('income.tooLow');
  }
  return errors;
}

/** Whether an encoded message is an eligibility rule's (which no completing of the step can meet). */
export function isEligibilityMessage(encoded: string): boolean {
  return (eligibilityReasons as readonly string[]).includes(decodeMessage(encoded).key);
}

/**
 * The basic step's address into the address step, when that step is still empty: the borrower gives where
 * they live once, and only adds how long they have lived there. Returns whether anything was copied.
 */
export function carryAddressForward(values: WizardValues): boolean {
  const to = values.address;
  const from = values.basic;
  const empty = [to.address, to.city, to.postcode, to.country].every((text) => text.trim() === '');
  if (!empty || from.address.trim() === '') return false;
  values.address = {
    ...to,
    address: from.address,
    city: from.city,
    postcode: from.postcode,
    country: from.country,
  };
  return true;
}

/** The section's own checks first; an eligibility rule speaks only where the value itself is accepted. */
function withEligibility(step: StepId, values: WizardValues, own: FieldErrors, today: IsoDate): FieldErrors {
  return { ...eligibilityErrorsOf(step, values, today), ...own };
}

export function checkStep(
  step: StepId,
  values: WizardValues,
  range: AmountRange | null,
  today: IsoDate = londonDateOf(new Date()),
  payoutTo: PayoutTo = 'USDT',
): FieldErrors {
  switch (step) {
    case 'loan':
      return checkLoan(values, range, payoutTo);
    case 'basic':
      return withEligibility(step, values, checkSection(basicSection, values.basic), today);
    case 'address':
      return withEligibility(step, values, checkSection(addressSection, values.address), today);
    case 'employment':
      return withEligibility(step, values, checkSection(workSection, values.employment), today);
    case 'family':
      return checkSection(familySection, values.family);
    case 'property':
      return checkSection(houseSection, values.property);
    case 'vehicle':
      if (values.vehicle.hasVehicle === '') return { hasVehicle: HAS_VEHICLE_REQUIRED };
      return values.vehicle.hasVehicle === 'no' ? {} : checkSection(carSection, values.vehicle);
    case 'contacts':
      return checkSection(contactsSection, values.contacts);
    case 'review': {
      const errors: FieldErrors = {};
      if (!values.consent.terms) errors.terms = M.consentRequired;
      if (!values.consent.agreement) errors.agreement = M.consentRequired;
      return errors;
    }
  }
}

export function isStepComplete(
  step: StepId,
  values: WizardValues,
  range: AmountRange | null,
  payoutTo: PayoutTo = 'USDT',
): boolean {
  return Object.keys(checkStep(step, values, range, undefined, payoutTo)).length === 0;
}

/** The first step that still has something to fill, or null when every step is complete. */
export function firstIncompleteStep(
  values: WizardValues,
  range: AmountRange | null,
  payoutTo: PayoutTo = 'USDT',
): StepId | null {
  return stepIds.find((step) => !isStepComplete(step, values, range, payoutTo)) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// The profile the borrower already has, as wizard values.

export function valuesFromProfile(member: Member | null | undefined): WizardValues {
  const values = emptyValues();
  if (!member) return values;
  if (member.walletAddress) values.loan.receivingAddress = member.walletAddress;
  values.basic = basicSection.valuesOf(member);
  values.address = addressSection.valuesOf(member);
  values.employment = workSection.valuesOf(member);
  values.family = familySection.valuesOf(member);
  values.property = houseSection.valuesOf(member);
  values.vehicle = { hasVehicle: member.car ? 'yes' : '', ...carSection.valuesOf(member) };
  values.contacts = contactsSection.valuesOf(member);
  return values;
}
