/**
 * Message keys shared by the app and the server. Zod contracts in domain/ use these keys as their issue
 * messages; the server's catalog (server/i18n) and the app's Lingui catalogs turn a key into words.
 * A key with parameters is encoded as `key|{"json":"params"}` so it survives inside a zod issue.
 */
export type MessageParams = Record<string, string | number>;

export function encodeMessage(key: string, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function decodeMessage(encoded: string): { key: string; params: MessageParams } {
  const bar = encoded.indexOf('|');
  if (bar < 0) return { key: encoded, params: {} };
  try {
    const parsed: unknown = JSON.parse(encoded.slice(bar + 1));
    const params: MessageParams = {};
    if (parsed && typeof parsed === 'object') {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
    }
    return { key: encoded.slice(0, bar), params };
  } catch {
    return { key: encoded.slice(0, bar), params: {} };
  }
}

/** Keys of SPEC §5 (validation) and §8 (outcomes), plus the few our API adds. */
export const M = {
  ok: 'ok',
  loginSuccess: 'login.success',
  registerSuccess: 'register.success',
  modifySuccess: 'modify.success',
  saveSuccess: 'save.success',
  copySuccess: 'copy.success',
  codeSent: 'code.sent',
  repaymentSuccess: 'repayment.success',
  applySubmitted: 'apply.submitted',
  sessionExpired: 'session.expired',
  serverError: 'server.error',
  authFailed: 'auth.failed',
  loginWrong: 'login.wrong',
  repaymentFailed: 'repayment.failed',
  submitFailed: 'submit.failed',
  currentPasswordRequired: 'password.current.required',
  newPasswordRequired: 'password.new.required',
  confirmPasswordRequired: 'password.confirm.required',
  passwordMismatch: 'password.mismatch',
  passwordRequired: 'password.required',
  passwordLength: 'password.length',
  passwordWrong: 'password.wrong',
  walletRequired: 'wallet.required',
  walletUsdtOnly: 'wallet.usdtOnly',
  accountHolderNameRequired: 'bank.holderName.required',
  accountHolderNameFormat: 'bank.holderName.format',
  sortCodeRequired: 'bank.sortCode.required',
  sortCodeFormat: 'bank.sortCode.format',
  accountNumberRequired: 'bank.accountNumber.required',
  accountNumberFormat: 'bank.accountNumber.format',
  accountNumberModulus: 'bank.accountNumber.modulus',
  copNoMatch: 'bank.cop.noMatch',
  copCloseMatch: 'bank.cop.closeMatch',
  copUnavailable: 'bank.cop.unavailable',
  payoutMethodMissing: 'payout.method.missing',
  mobileRequired: 'mobile.required',
  mobileFormat: 'mobile.format',
  codeRequired: 'code.required',
  codeInvalid: 'code.invalid',
  emailRequired: 'email.required',
  emailAddressRequired: 'email.address.required',
  emailFormat: 'email.format',
  emailTaken: 'email.taken',
  imageType: 'image.type',
  imageTooLarge: 'image.tooLarge',
  imagePixels: 'image.pixels',
  contactIncomplete: 'contact.incomplete',
  amountMin: 'amount.min',
  amountMax: 'amount.max',
  amountRequired: 'amount.required',
  fileSize: 'file.size',
  fileCount: 'file.count',
  idPhotoRequired: 'idPhoto.required',
  uploadNotFound: 'upload.notFound',
  documentType: 'document.type',
  documentCount: 'document.count',
  voucherRequired: 'voucher.required',
  tplEnter: 'tpl.enter',
  tplSelect: 'tpl.select',
  tplCorrect: 'tpl.correct',
  emailPasswordRequired: 'login.emailPassword.required',
  passwordEnterRequired: 'login.password.required',
  checkinRequired: 'checkin.required',
  consentRequired: 'consent.required',
  resendAfter: 'resend.after',
  overdueDays: 'overdue.days',
  overdueBills: 'overdue.bills',
  notFound: 'not.found',
  forbidden: 'forbidden',
  rateLimited: 'rate.limited',
  validationFailed: 'validation.failed',
  bodyTooLarge: 'body.tooLarge',
  unsupportedMedia: 'media.unsupported',
  idempotencyMismatch: 'idempotency.mismatch',
  idempotencyInProgress: 'idempotency.inProgress',
  fieldNotAllowed: 'field.notAllowed',
  configNotPublic: 'config.notPublic',
  serviceNotReady: 'service.notReady',
} as const;
export type MessageKey = (typeof M)[keyof typeof M];
