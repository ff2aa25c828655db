import type { z } from 'zod';
import { applyRequest, quoteRequest } from '../../domain/api/loans';
import type { Member } from '../../domain/api/members';
import {
  baseInfoSchema,
  carSchema,
  contactAddressSchema,
  contactsSchema,
  employmentSchema,
  estateSchema,
  familySchema,
} from '../../domain/api/profile';
import { checkEligibility, type EligibilityReason, isUkCountry } from '../../domain/eligibility';
import { type IsoDate, isIsoDate } from '../../domain/loan/dates';
import { encodeMessage, M } from '../../domain/messages';
import type { PhotoRef } from '../offline/member/photo-field';

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

export interface ContactEntry {
  relationship: string;
  name: string;
  phone: string;
  employer: string;
}

export interface WizardValues {
  loan: { amount: string; purpose: string; termMonths: string; method: string; receivingAddress: string };
  basic: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    nationality: string;
    idNumber: string;
    idFront: PhotoRef[];
    idBack: PhotoRef[];
    phone: string;
    email: string;
    country: string;
    city: string;
    address: string;
    postcode: string;
  };
  address: { country: string; city: string; address: string; postcode: string; yearsAtAddress: string };
  employment: {
    status: string;
    employerName: string;
    employerAddress: string;
    industry: string;
    employerContact: string;
    employerPhone: string;
    workingYears: string;
    personalAnnualIncome: string;
    familyAnnualIncome: string;
  };
  family: { maritalStatus: string; hasChildren: '' | 'yes' | 'no' };
  property: {
    type: string;
    address: string;
    residenceSince: string;
    monthlyPayment: string;
    area: string;
    certificates: PhotoRef[];
    photos: PhotoRef[];
  };
  vehicle: {
    hasVehicle: '' | 'yes' | 'no';
    licensePlate: string;
    vin: string;
    firstRegistrationDate: string;
    purchasePrice: string;
    vehiclePhotos: PhotoRef[];
    registrationDocuments: PhotoRef[];
    driverLicenses: PhotoRef[];
  };
  contacts: ContactEntry[];
  consent: { terms: boolean; agreement: boolean };
}

export interface QuoteRef {
  quoteId: number;
  amount: number;
  termMonths: number;
  method: string;
  validUntil: string;
}

export interface WizardDraft {
  version: 1;
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

export const emptyContact = (): ContactEntry => ({ relationship: '', name: '', phone: '', employer: '' });

export function emptyValues(): WizardValues {
  return {
    loan: { amount: '', purpose: '', termMonths: '', method: '', receivingAddress: '' },
    basic: {
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      nationality: '',
      idNumber: '',
      idFront: [],
      idBack: [],
      phone: '',
      email: '',
      country: '',
      city: '',
      address: '',
      postcode: '',
    },
    address: { country: '', city: '', address: '', postcode: '', yearsAtAddress: '' },
    employment: {
      status: '',
      employerName: '',
      employerAddress: '',
      industry: '',
      employerContact: '',
      employerPhone: '',
      workingYears: '',
      personalAnnualIncome: '',
      familyAnnualIncome: '',
    },
    family: { maritalStatus: '', hasChildren: '' },
    property: {
      type: '',
      address: '',
      residenceSince: '',
      monthlyPayment: '',
      area: '',
      certificates: [],
      photos: [],
    },
    vehicle: {
      hasVehicle: '',
      licensePlate: '',
      vin: '',
      firstRegistrationDate: '',
      purchasePrice: '',
      vehiclePhotos: [],
      registrationDocuments: [],
      driverLicenses: [],
    },
    contacts: [emptyContact()],
    consent: { terms: false, agreement: false },
  };
}

export function newDraft(idempotencyKey: string, now: number): WizardDraft {
  return {
    version: 1,
    step: 'loan',
    values: emptyValues(),
    idempotencyKey,
    quote: null,
    resubmitOf: null,
    updatedAt: now,
  };
}

/** A stored copy read back: anything not shaped like a draft of this version is ignored, never half-used. */
export function readDraft(value: unknown): WizardDraft | null {
  if (!value || typeof value !== 'object') return null;
  const draft = value as Partial<WizardDraft>;
  if (draft.version !== 1 || !isStepId(draft.step) || typeof draft.idempotencyKey !== 'string') return null;
  if (!draft.values || typeof draft.values !== 'object' || typeof draft.updatedAt !== 'number') return null;
  // Sections added later start empty instead of breaking an older copy.
  const empty = emptyValues();
  const values = draft.values as Partial<WizardValues>;
  const merged = { ...empty } as Record<string, unknown>;
  for (const [name, blank] of Object.entries(empty)) {
    const stored = (values as Record<string, unknown>)[name];
    if (Array.isArray(blank)) merged[name] = Array.isArray(stored) && stored.length > 0 ? stored : blank;
    else if (stored && typeof stored === 'object') merged[name] = { ...blank, ...stored };
  }
  return {
    version: 1,
    step: draft.step,
    values: merged as unknown as WizardValues,
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
// Typed text → contract input. Nothing is rounded: pounds and pence are read digit by digit.

/** "5,000" or "5000.5" → 500000 / 500050 pence; '' → undefined (required); anything else → NaN (incorrect). */
export function poundsToMinor(text: string): number | undefined {
  const clean = text.replace(/[,\s£]/g, '');
  if (clean === '') return undefined;
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 500050 → "5000.50", 500000 → "5000": the value as a borrower would type it. */
export function minorToPounds(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const pence = minor % 100;
  const pounds = (minor - pence) / 100;
  return pence === 0 ? String(pounds) : `${pounds}.${String(pence).padStart(2, '0')}`;
}

function wholeNumber(text: string): number | undefined {
  const clean = text.trim();
  if (clean === '') return undefined;
  return /^\d{1,4}$/.test(clean) ? Number(clean) : Number.NaN;
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * Photo references as the contracts see them. A photo still in the outbox has no server id yet; for
 * checking a step it counts as attached (the submit waits for its upload), so it stands in as a valid id.
 */
const PENDING_PHOTO_ID = Number.MAX_SAFE_INTEGER;
export type PhotoIds = (refs: readonly PhotoRef[]) => number[];
export const photoIdsForChecking: PhotoIds = (refs) =>
  refs.map((ref) => ('uploadId' in ref ? ref.uploadId : PENDING_PHOTO_ID));

export function baseSection(values: WizardValues, ids: PhotoIds = photoIdsForChecking) {
  const b = values.basic;
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    dateOfBirth: b.dateOfBirth,
    nationality: b.nationality,
    idNumber: b.idNumber,
    idFrontUploadId: ids(b.idFront)[0],
    idBackUploadId: ids(b.idBack)[0],
    phone: b.phone,
    email: b.email,
    country: b.country,
    city: b.city,
    address: b.address,
    postcode: b.postcode,
  };
}

export function addressSection(values: WizardValues) {
  const a = values.address;
  return {
    country: a.country,
    city: a.city,
    address: a.address,
    postcode: a.postcode,
    yearsAtAddress: wholeNumber(a.yearsAtAddress),
  };
}

export function employmentSection(values: WizardValues) {
  const e = values.employment;
  return {
    status: e.status === '' ? undefined : e.status,
    employerName: blankToUndefined(e.employerName),
    employerAddress: blankToUndefined(e.employerAddress),
    industry: blankToUndefined(e.industry),
    employerContact: blankToUndefined(e.employerContact),
    employerPhone: blankToUndefined(e.employerPhone),
    workingYears: wholeNumber(e.workingYears),
    personalAnnualIncome: poundsToMinor(e.personalAnnualIncome),
    familyAnnualIncome: poundsToMinor(e.familyAnnualIncome),
  };
}

export function familySection(values: WizardValues) {
  const f = values.family;
  return {
    maritalStatus: f.maritalStatus === '' ? undefined : f.maritalStatus,
    hasChildren: f.hasChildren === '' ? undefined : f.hasChildren === 'yes',
  };
}

export function estateSection(values: WizardValues, ids: PhotoIds = photoIdsForChecking) {
  const p = values.property;
  return {
    type: p.type === '' ? undefined : p.type,
    address: p.address,
    residenceSince: p.residenceSince,
    monthlyPayment: poundsToMinor(p.monthlyPayment),
    area: blankToUndefined(p.area),
    certificateUploadIds: ids(p.certificates),
    photoUploadIds: ids(p.photos),
  };
}

export function carSection(values: WizardValues, ids: PhotoIds = photoIdsForChecking) {
  const v = values.vehicle;
  return {
    licensePlate: v.licensePlate,
    vin: v.vin,
    firstRegistrationDate: v.firstRegistrationDate,
    purchasePrice: poundsToMinor(v.purchasePrice),
    vehiclePhotoUploadIds: ids(v.vehiclePhotos),
    registrationDocumentUploadIds: ids(v.registrationDocuments),
    driverLicenseUploadIds: ids(v.driverLicenses),
  };
}

export function contactsSection(values: WizardValues) {
  return { contacts: values.contacts.map((contact) => ({ ...contact })) };
}

// ---------------------------------------------------------------------------------------------------------
// Checking a step: field path → encoded domain message (words come from `messageText`).

export type FieldErrors = Record<string, string>;

/** The one question the wizard adds to the contracts: a borrower without a vehicle skips that section. */
export const HAS_VEHICLE_REQUIRED = 'wizard.hasVehicle.required';

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export interface AmountRange {
  minimumAmount: number;
  maximumAmount: number;
}

const loanChoices = applyRequest.pick({ purpose: true, receivingAddress: true });

export function loanInput(values: WizardValues) {
  const l = values.loan;
  return {
    amount: poundsToMinor(l.amount),
    termMonths: l.termMonths === '' ? undefined : Number(l.termMonths),
    method: l.method === '' ? undefined : l.method,
  };
}

export function checkLoan(values: WizardValues, range: AmountRange | null): FieldErrors {
  const input = loanInput(values);
  const errors = {
    ...issuesOf(quoteRequest.safeParse(input)),
    ...issuesOf(
      loanChoices.safeParse({
        purpose: values.loan.purpose === '' ? undefined : values.loan.purpose,
        receivingAddress: values.loan.receivingAddress,
      }),
    ),
  };
  // The configured range, with the words the server's quote uses for it.
  if (!errors.amount && range && input.amount !== undefined) {
    if (input.amount < range.minimumAmount)
      errors.amount = encodeMessage(M.amountMin, { money: range.minimumAmount });
    else if (input.amount > range.maximumAmount) errors.amount = M.amountMax;
  }
  return errors;
}

export function checkStep(step: StepId, values: WizardValues, range: AmountRange | null): FieldErrors {
  switch (step) {
    case 'loan':
      return checkLoan(values, range);
    case 'basic':
      return issuesOf(baseInfoSchema.safeParse(baseSection(values)));
    case 'address':
      return issuesOf(contactAddressSchema.safeParse(addressSection(values)));
    case 'employment':
      return issuesOf(employmentSchema.safeParse(employmentSection(values)));
    case 'family':
      return issuesOf(familySchema.safeParse(familySection(values)));
    case 'property':
      return issuesOf(estateSchema.safeParse(estateSection(values)));
    case 'vehicle':
      if (values.vehicle.hasVehicle === '') return { hasVehicle: HAS_VEHICLE_REQUIRED };
      return values.vehicle.hasVehicle === 'no' ? {} : issuesOf(carSchema.safeParse(carSection(values)));
    case 'contacts':
      return issuesOf(contactsSchema.safeParse(contactsSection(values)));
    case 'review': {
      const errors: FieldErrors = {};
      if (!values.consent.terms) errors.terms = M.consentRequired;
      if (!values.consent.agreement) errors.agreement = M.consentRequired;
      return errors;
    }
  }
}

export function isStepComplete(step: StepId, values: WizardValues, range: AmountRange | null): boolean {
  return Object.keys(checkStep(step, values, range)).length === 0;
}

/** The first step that still has something to fill, or null when every step is complete. */
export function firstIncompleteStep(values: WizardValues, range: AmountRange | null): StepId | null {
  return stepIds.find((step) => !isStepComplete(step, values, range)) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// The profile the borrower already has, as wizard values.

export function valuesFromProfile(member: Member | null | undefined, base = emptyValues()): WizardValues {
  if (!member) return base;
  const values = structuredClone(base);
  if (member.walletAddress) values.loan.receivingAddress = member.walletAddress;
  if (member.email) values.basic.email = member.email;
  if (member.mobile) values.basic.phone = member.mobile;
  const b = member.base;
  if (b) {
    values.basic = {
      ...values.basic,
      firstName: b.firstName,
      lastName: b.lastName,
      dateOfBirth: b.dateOfBirth,
      nationality: b.nationality,
      idNumber: b.idNumber,
      idFront: [{ uploadId: b.idFrontUploadId }],
      idBack: [{ uploadId: b.idBackUploadId }],
      phone: b.phone,
      email: b.email,
      country: b.country,
      city: b.city,
      address: b.address,
      postcode: b.postcode,
    };
  }
  const a = member.contactAddress;
  if (a) values.address = { ...a, yearsAtAddress: String(a.yearsAtAddress) };
  const e = member.employment;
  if (e) {
    values.employment = {
      status: e.status,
      employerName: e.employerName ?? '',
      employerAddress: e.employerAddress ?? '',
      industry: e.industry ?? '',
      employerContact: e.employerContact ?? '',
      employerPhone: e.employerPhone ?? '',
      workingYears: String(e.workingYears),
      personalAnnualIncome: minorToPounds(e.personalAnnualIncome),
      familyAnnualIncome: minorToPounds(e.familyAnnualIncome),
    };
  }
  const f = member.family;
  if (f) values.family = { maritalStatus: f.maritalStatus, hasChildren: f.hasChildren ? 'yes' : 'no' };
  const p = member.estate;
  if (p) {
    values.property = {
      type: p.type,
      address: p.address,
      residenceSince: p.residenceSince,
      monthlyPayment: minorToPounds(p.monthlyPayment),
      area: p.area ?? '',
      certificates: p.certificateUploadIds.map((uploadId) => ({ uploadId })),
      photos: p.photoUploadIds.map((uploadId) => ({ uploadId })),
    };
  }
  const c = member.car;
  if (c) {
    values.vehicle = {
      hasVehicle: 'yes',
      licensePlate: c.licensePlate,
      vin: c.vin,
      firstRegistrationDate: c.firstRegistrationDate,
      purchasePrice: minorToPounds(c.purchasePrice),
      vehiclePhotos: c.vehiclePhotoUploadIds.map((uploadId) => ({ uploadId })),
      registrationDocuments: c.registrationDocumentUploadIds.map((uploadId) => ({ uploadId })),
      driverLicenses: c.driverLicenseUploadIds.map((uploadId) => ({ uploadId })),
    };
  }
  if (member.contacts && member.contacts.length > 0)
    values.contacts = member.contacts.map((contact) => ({ ...contact }));
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// Eligibility before submit (DESIGN §4), from what the borrower entered; the server checks it again.

export function eligibilityOfValues(values: WizardValues, today: IsoDate): EligibilityReason[] {
  const years = wholeNumber(values.address.yearsAtAddress);
  const income = poundsToMinor(values.employment.personalAnnualIncome);
  if (!isIsoDate(values.basic.dateOfBirth) || years === undefined || Number.isNaN(years)) return [];
  if (income === undefined || Number.isNaN(income)) return [];
  return checkEligibility(
    {
      dateOfBirth: values.basic.dateOfBirth,
      hasUkAccount: isUkCountry(values.address.country),
      yearsAtAddress: years,
      annualIncome: income,
    },
    today,
  ).reasons;
}
