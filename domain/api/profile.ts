import { z } from 'zod';
import { emailSchema } from '../email';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';

/**
 * Profile sections of SPEC §3, each written whole by its own `member/saveOrUpdate*` route and reused by
 * the apply wizard. Every object is strict: a key the borrower may not write (id, status, role, kycStatus,
 * accountType, …) fails validation with `field.notAllowed` instead of being dropped or stored.
 * Issue messages are catalog keys; labels (`field.*`) are translated inside the SPEC §5 templates.
 */

export const enter = (label: string) => encodeMessage(M.tplEnter, { text: label });
export const select = (label: string) => encodeMessage(M.tplSelect, { text: label });
export const correct = (label: string) => encodeMessage(M.tplCorrect, { text: label });

/** A strict object whose refusal of unknown keys speaks the catalog's language. */
export function strictSection<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? M.fieldNotAllowed : M.validationFailed),
  });
}

export function requiredText(label: string, max = 100) {
  return z.string(enter(label)).trim().min(1, enter(label)).max(max, correct(label));
}

function optionalText(label: string, max = 100) {
  return z.string(correct(label)).trim().max(max, correct(label)).optional();
}

export function isoDate(message: string) {
  return z
    .string(message)
    .refine((value) => isIsoDate(value) && value >= '1900-01-01' && value <= '2100-12-31', message);
}

/** Whole minor units (pence), never negative, below 10^13 so sums stay exact in a double. */
export function minorAmount(label: string) {
  return z
    .number(enter(label))
    .int(correct(label))
    .min(0, correct(label))
    .max(9_999_999_999_999, correct(label));
}

export const MAX_UPLOADS_PER_FIELD = 12;

/** Ids the upload route hands out; the photo itself is stored and checked by the uploads module. */
export const uploadIdSchema = z
  .number(M.idPhotoRequired)
  .int(M.idPhotoRequired)
  .positive(M.idPhotoRequired)
  .max(Number.MAX_SAFE_INTEGER, M.idPhotoRequired);

function uploadList(label: string) {
  return z
    .array(z.number(correct(label)).int(correct(label)).positive(correct(label)), correct(label))
    .max(MAX_UPLOADS_PER_FIELD, encodeMessage(M.fileCount, { num: MAX_UPLOADS_PER_FIELD }))
    .default([]);
}

/**
 * A phone number as typed: optional +, digits, spaces, dashes or brackets; kept as + and digits. Only
 * `overwrite` steps (no transforms), so the same schema also describes the stored value in answers.
 */
export function phoneSchema(requiredMessage: string = M.mobileRequired) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .refine((value) => /^\+?[0-9][0-9 ()-]{4,22}$/.test(value), M.mobileFormat)
    .overwrite((value) => value.replace(/[ ()-]/g, ''))
    .refine((value) => /^\+?[0-9]{6,15}$/.test(value), M.mobileFormat);
}
export const mobileSchema = phoneSchema();

const idNumber = (label: string) =>
  requiredText(label, 40).refine((value) => /^[A-Za-z0-9 /-]+$/.test(value), correct(label));

export const baseInfoSchema = strictSection({
  firstName: requiredText('field.firstName', 50),
  lastName: requiredText('field.lastName', 50),
  dateOfBirth: isoDate(select('field.dateOfBirth')),
  nationality: requiredText('field.nationality', 60),
  idNumber: idNumber('field.idNumber'),
  idFrontUploadId: uploadIdSchema,
  idBackUploadId: uploadIdSchema,
  phone: mobileSchema,
  email: emailSchema,
  country: requiredText('field.country', 60),
  city: requiredText('field.city', 60),
  address: requiredText('field.address', 200),
  postcode: requiredText('field.postcode', 12),
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

export const contactAddressSchema = strictSection({
  country: requiredText('field.country', 60),
  city: requiredText('field.city', 60),
  address: requiredText('field.address', 200),
  postcode: requiredText('field.postcode', 12),
  /** Whole years lived at this address; eligibility asks for at least 3. */
  yearsAtAddress: z
    .number(enter('field.yearsAtAddress'))
    .int(correct('field.yearsAtAddress'))
    .min(0, correct('field.yearsAtAddress'))
    .max(100, correct('field.yearsAtAddress')),
});
export type ContactAddress = z.infer<typeof contactAddressSchema>;

export const employmentStatuses = [
  'FULL_TIME',
  'PART_TIME',
  'HOURLY',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];
/** Statuses with an employer, whose name and phone number are then required. */
export const employedStatuses: readonly EmploymentStatus[] = ['FULL_TIME', 'PART_TIME', 'HOURLY'];

export const employmentSchema = strictSection({
  status: z.enum(employmentStatuses, select('field.employmentStatus')),
  employerName: optionalText('field.employerName', 100),
  employerAddress: optionalText('field.employerAddress', 200),
  industry: optionalText('field.industry', 60),
  employerContact: optionalText('field.employerContact', 60),
  employerPhone: phoneSchema().optional(),
  workingYears: z
    .number(enter('field.workingYears'))
    .int(correct('field.workingYears'))
    .min(0, correct('field.workingYears'))
    .max(70, correct('field.workingYears')),
  personalAnnualIncome: minorAmount('field.personalAnnualIncome'),
  familyAnnualIncome: minorAmount('field.familyAnnualIncome'),
}).superRefine((value, ctx) => {
  if (!employedStatuses.includes(value.status)) return;
  if (!value.employerName) {
    ctx.addIssue({ code: 'custom', path: ['employerName'], message: enter('field.employerName') });
  }
  if (!value.employerPhone) {
    ctx.addIssue({ code: 'custom', path: ['employerPhone'], message: enter('field.employerPhone') });
  }
});
export type Employment = z.infer<typeof employmentSchema>;

export const maritalStatuses = ['MARRIED', 'UNMARRIED'] as const;
export const familySchema = strictSection({
  maritalStatus: z.enum(maritalStatuses, select('field.maritalStatus')),
  hasChildren: z.boolean(select('field.hasChildren')),
});
export type Family = z.infer<typeof familySchema>;

export const propertyTypes = [
  'COMMERCIAL_MORTGAGE',
  'NO_MORTGAGE',
  'SELF_BUILT',
  'RELATIVES_HOUSING',
  'RENT',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const estateSchema = strictSection({
  type: z.enum(propertyTypes, select('field.propertyType')),
  address: requiredText('field.propertyAddress', 200),
  /** "Time of residence": the day the borrower moved in (SPEC §5 "Please select check-in time"). */
  residenceSince: isoDate(M.checkinRequired),
  /** Monthly mortgage repayment or rent, in minor units; 0 when neither applies. */
  monthlyPayment: minorAmount('field.monthlyPayment'),
  /** Floor area in square metres, as a decimal string (up to two decimals). */
  area: z
    .string(enter('field.houseArea'))
    .regex(/^(0|[1-9]\d{0,5})(\.\d{1,2})?$/, correct('field.houseArea'))
    .optional(),
  certificateUploadIds: uploadList('field.propertyCertificate'),
  photoUploadIds: uploadList('field.propertyPhoto'),
});
export type Estate = z.infer<typeof estateSchema>;

export const carSchema = strictSection({
  licensePlate: requiredText('field.licensePlate', 16).refine(
    (value) => /^[A-Za-z0-9 -]+$/.test(value),
    correct('field.licensePlate'),
  ),
  /** ISO 3779: 17 characters, never I, O or Q. */
  vin: z
    .string(enter('field.vin'))
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, correct('field.vin')),
  firstRegistrationDate: isoDate(select('field.firstRegistrationDate')),
  purchasePrice: minorAmount('field.purchasePrice'),
  vehiclePhotoUploadIds: uploadList('field.vehiclePhoto'),
  registrationDocumentUploadIds: uploadList('field.vehicleRegistration'),
  driverLicenseUploadIds: uploadList('field.driverLicense'),
});
export type Car = z.infer<typeof carSchema>;

/** Real-name (KYC) data; operators confirm it, the borrower only submits it. */
export const kycSchema = strictSection({
  realName: requiredText('field.realName', 100),
  idNumber: idNumber('field.idNumber'),
  idFrontUploadId: uploadIdSchema,
  idBackUploadId: uploadIdSchema,
});
export type Kyc = z.infer<typeof kycSchema>;

const contactText = (max: number) =>
  z.string(M.contactIncomplete).trim().min(1, M.contactIncomplete).max(max);

export const contactPersonSchema = strictSection({
  relationship: contactText(30),
  name: contactText(100),
  phone: phoneSchema(M.contactIncomplete),
  employer: contactText(100),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

export const MAX_CONTACTS = 5;
export const contactsSchema = strictSection({
  contacts: z
    .array(contactPersonSchema, M.contactIncomplete)
    .min(1, M.contactIncomplete)
    .max(MAX_CONTACTS, correct('field.contacts')),
});
export type Contacts = z.infer<typeof contactsSchema>;
