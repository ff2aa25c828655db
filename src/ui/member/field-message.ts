import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { eligibilityMessageParams } from '../../../domain/eligibility';
import { dayText } from '../../../domain/loan/day-text';
import { decodeMessage, type MessageParams } from '../../../domain/messages';
import { formatAmount } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/language';

/**
 * The words of every message code `domain/` can produce — the zod contracts' issues (SPEC §5 templates such as
 * "Please enter {text}" with a field label as `text`), eligibility reasons and business refusals — so a form
 * validated in the browser with the server's own contracts shows the message the server would have sent,
 * in the reader's language. The English and the translations are the server's (server/i18n), word for word.
 */
export const domainMessages: Record<string, MessageDescriptor> = {
  'account.notUk': msg({ message: 'a UK address and account are required' }),
  'address.under3Years': msg({ message: 'you must have lived at your address for at least 3 years' }),
  'age.under21': msg({ message: 'you must be at least 21 years old' }),
  'amount.max': msg({ message: 'The loan amount cannot exceed the maximum loan amount' }),
  'amount.min': msg({ message: 'The loan amount cannot be less than {money}' }),
  'amount.required': msg({ message: 'Please enter the amount of the loan' }),
  'apply.submitted': msg({ message: 'Submitted successfully, waiting for review' }),
  'auth.failed': msg({
    message: 'Authentication failed, please fill in the correct information and resubmit.',
  }),
  'bank.accountNumber.format': msg({
    message:
      'An account number is 8 digits, such as 31926819 (6 or 7 digits are filled with leading zeros; for a longer one ask your bank for the 8-digit number)',
  }),
  'bank.accountNumber.modulus': msg({
    message:
      'This account number does not belong with this sort code: please check both against your bank statement',
  }),
  'bank.accountNumber.required': msg({ message: 'Please enter the account number' }),
  'bank.holderName.format': msg({
    message: 'Enter the name on the account as the bank holds it, 2 to 70 letters',
  }),
  'bank.holderName.required': msg({ message: 'Please enter the account holder’s name' }),
  'bank.sortCode.format': msg({ message: 'A sort code is 6 digits, such as 12-34-56' }),
  'bank.sortCode.required': msg({ message: 'Please enter the sort code' }),
  'body.tooLarge': msg({ message: 'The request is too large' }),
  'checkin.required': msg({ message: 'Please select check-in time' }),
  'code.invalid': msg({ message: 'The verification code is incorrect or has expired' }),
  'code.required': msg({ message: 'Please enter verification code' }),
  'code.sent': msg({ message: 'Verification code sent successfully' }),
  'config.code.unknown': msg({ message: 'There is no setting with this code' }),
  'config.notPublic': msg({ message: 'This setting is not available' }),
  'consent.required': msg({ message: 'Consent to terms and loan agreement is required to apply' }),
  'contact.incomplete': msg({ message: 'Please fill in the complete contact information' }),
  'copy.success': msg({ message: 'Copied successfully' }),
  'directDebit.collectionDay': msg({ message: 'Choose a collection day from 1 to 28' }),
  'directDebit.holderConfirmation': msg({
    message: 'Confirm that you hold this account and can authorise Direct Debits from it on your own',
  }),
  'document.count': msg({ message: 'You can send up to {num} documents' }),
  'document.type': msg({ message: 'Please choose a PDF, JPG or PNG file' }),
  'debt.billOverdue': msg({ message: 'overdue bills must be repaid and the payment confirmed first' }),
  'debt.withdrawalPayoffOwed': msg({
    message: 'the amount owed on a withdrawn loan must be repaid and the payment confirmed first',
  }),
  'email.address.required': msg({ message: 'Please enter your email address' }),
  'email.format': msg({ message: 'Incorrect email format' }),
  'email.required': msg({ message: 'Please enter your email' }),
  'email.taken': msg({ message: 'This email address cannot be used, please choose another' }),
  'field.address': msg({ message: 'address' }),
  'field.canPay': msg({ message: 'what you could pay each month' }),
  'field.city': msg({ message: 'city' }),
  'field.contacts': msg({ message: 'contacts' }),
  'field.country': msg({ message: 'country' }),
  'field.dateOfBirth': msg({ message: 'date of birth' }),
  'field.driverLicense': msg({ message: "driver's licence" }),
  'field.employerAddress': msg({ message: 'employer address' }),
  'field.employerContact': msg({ message: 'employer contact' }),
  'field.employerName': msg({ message: 'employer name' }),
  'field.employerPhone': msg({ message: 'employer phone number' }),
  'field.employmentStatus': msg({ message: 'employment status' }),
  'field.familyAnnualIncome': msg({ message: 'family annual income' }),
  'field.firstName': msg({ message: 'first name' }),
  'field.firstRegistrationDate': msg({ message: 'first registration date' }),
  'field.fullName': msg({ message: 'your full name' }),
  'field.hardshipDetails': msg({ message: 'more about what happened' }),
  'field.hardshipSince': msg({ message: 'since when' }),
  'field.hasChildren': msg({ message: 'whether you have children' }),
  'field.houseArea': msg({ message: 'house area' }),
  'field.idNumber': msg({ message: 'ID number' }),
  'field.industry': msg({ message: 'industry' }),
  'field.lastName': msg({ message: 'last name' }),
  'field.licensePlate': msg({ message: 'licence plate' }),
  'field.loanPurpose': msg({ message: 'the loan purpose' }),
  'field.maritalStatus': msg({ message: 'marital status' }),
  'field.monthlyIncome': msg({ message: 'monthly income' }),
  'field.monthlyPayment': msg({ message: 'monthly repayment or rent' }),
  'field.nationality': msg({ message: 'nationality' }),
  'field.notAllowed': msg({ message: 'This field cannot be changed' }),
  'field.personalAnnualIncome': msg({ message: 'personal annual income' }),
  'field.postcode': msg({ message: 'postcode' }),
  'field.spendCouncilTax': msg({ message: 'Council Tax' }),
  'field.spendEnergy': msg({ message: 'energy' }),
  'field.spendFood': msg({ message: 'food' }),
  'field.spendHousing': msg({ message: 'housing (rent or mortgage)' }),
  'field.spendOther': msg({ message: 'other essentials' }),
  'field.spendOtherCredit': msg({ message: 'other credit' }),
  'field.spendTransport': msg({ message: 'transport' }),
  'field.statedAmount': msg({ message: 'amount you sent' }),
  'field.transferReference': msg({ message: 'transaction reference' }),
  'field.propertyAddress': msg({ message: 'property address' }),
  'field.propertyCertificate': msg({ message: 'property certificate' }),
  'field.propertyPhoto': msg({ message: 'property photo' }),
  'field.propertyType': msg({ message: 'property type' }),
  'field.purchasePrice': msg({ message: 'purchase price' }),
  'field.realName': msg({ message: 'real name' }),
  'field.vehiclePhoto': msg({ message: 'vehicle photo' }),
  'field.vehicleRegistration': msg({ message: 'vehicle registration document' }),
  'field.vin': msg({ message: 'vehicle identification number (VIN)' }),
  'field.whatChanged': msg({ message: 'what has changed' }),
  'field.workingYears': msg({ message: 'years in work' }),
  'field.yearsAtAddress': msg({ message: 'years at this address' }),
  'file.count': msg({ message: 'Upload up to {num} pictures' }),
  'file.size': msg({ message: 'File size: {size} MB, please make sure it does not exceed {num} MB' }),
  forbidden: msg({ message: 'You do not have permission to do this' }),
  'forbearance.sinceInFuture': msg({ message: 'Please give a date that is not in the future' }),
  'forbearance.spendingOverIncome': msg({
    message: 'Your spending adds up to more than ten times this income: please check the figures',
  }),
  'forbearance.wholePounds': msg({ message: 'Please enter whole pounds, without pence' }),
  'idPhoto.required': msg({ message: 'Please upload your ID photo' }),
  'idempotency.inProgress': msg({ message: 'This request is still being processed, please wait' }),
  'idempotency.mismatch': msg({
    message: 'This request was already made with different details; please start again',
  }),
  'image.pixels': msg({ message: 'The picture is too large, please choose a smaller one' }),
  'image.tooLarge': msg({ message: 'File size: {size} MB, please make sure it does not exceed {num} MB' }),
  'image.type': msg({ message: 'Please select JPG, PNG, JPEG format picture' }),
  'income.tooLow': msg({ message: 'a fixed income above {wholeMoney} a year is required' }),
  'loan.method.unknown': msg({ message: 'Please select a repayment method' }),
  'loan.quote.required': msg({ message: 'Please get a quote first' }),
  'loan.term.range': msg({ message: 'The loan term must be between {min} and {max} months' }),
  'login.emailPassword.required': msg({ message: 'Please enter email and password' }),
  'login.password.required': msg({ message: 'Please enter your password' }),
  'login.success': msg({ message: 'Login successful' }),
  'login.wrong': msg({ message: 'Incorrect email or password' }),
  'media.unsupported': msg({ message: 'This type of content is not supported' }),
  'mobile.format': msg({ message: 'Please enter the correct mobile number' }),
  'mobile.required': msg({ message: 'Please enter your mobile number' }),
  'modify.success': msg({ message: 'Modified successfully' }),
  'not.found': msg({ message: 'The record does not exist' }),
  ok: msg({ message: 'Success' }),
  'overdue.bills': msg({ message: 'You have {num} bills overdue' }),
  'overdue.days': msg({ message: 'Overdue {count} days' }),
  'passkey.failed': msg({
    message: 'The passkey could not be checked: try again, or use a code from your authenticator app',
  }),
  'passkey.name.required': msg({
    message: 'Give the passkey a name of up to 60 characters, such as “Work laptop”',
  }),
  'password.confirm.required': msg({ message: 'Please enter a confirmation password' }),
  'password.current.required': msg({ message: 'Please enter the current password' }),
  'password.length': msg({ message: 'The password must be 8 to 64 characters long' }),
  'password.mismatch': msg({ message: 'The two passwords are inconsistent' }),
  'password.new.required': msg({ message: 'Please enter a new password' }),
  'password.required': msg({ message: 'Please enter password' }),
  'password.wrong': msg({ message: 'The current password is incorrect' }),
  'rate.limited': msg({ message: 'Too many requests, please try again in {seconds} seconds' }),
  'recovery.code.required': msg({ message: 'Enter one of your recovery codes' }),
  'recovery.code.wrong': msg({
    message: 'This recovery code is not right, or it has been used: each code works once',
  }),
  'register.success': msg({ message: 'Registered successfully' }),
  'repayment.failed': msg({ message: 'Repayment failed' }),
  'repayment.reason.required': msg({ message: 'Please give a reason' }),
  'repayment.success': msg({ message: 'Repayment success' }),
  'repayment.target.required': msg({
    message: 'Choose the bills to repay, or the early settlement of a loan',
  }),
  'resend.after': msg({ message: 'Resend after {time} seconds' }),
  'save.success': msg({ message: 'Saved successfully' }),
  'server.error': msg({
    message: 'Request timed out or server error, please check the network or contact the administrator!',
  }),
  'service.notReady': msg({
    message: 'The service is starting up or under maintenance, please try again shortly',
  }),
  'session.expired': msg({ message: 'Login timed out, please log in again!' }),
  'submit.failed': msg({ message: 'Submission failed' }),
  'topUp.amountNotAboveSettlement': msg({
    message: 'The amount must be more than {money}, the figure that settles your current loan',
  }),
  'topUp.latePayment': msg({
    message: 'a top-up needs every payment of your current loan made on time, and one was late',
  }),
  'topUp.severalRunning': msg({
    message:
      'you have more than one loan running and a top-up replaces only one; please settle one of them first',
  }),
  'topUp.tooSoon': msg({
    message: 'a top-up of your current loan is possible from {date}, {months} months after it was paid out',
  }),
  'totp.code.format': msg({ message: 'The code is 6 digits, such as 123456' }),
  'totp.code.required': msg({ message: 'Enter the 6-digit code from your authenticator app' }),
  'tpl.correct': msg({ message: 'Please enter the correct {text}' }),
  'tpl.enter': msg({ message: 'Please enter {text}' }),
  'tpl.select': msg({ message: 'Please select {text}' }),
  'transition.notAllowed': msg({ message: 'This application cannot go from "{from}" to "{to}"' }),
  'upload.notFound': msg({ message: 'This picture could not be found, please upload it again' }),
  'validation.failed': msg({ message: 'Please check the information you entered' }),
  'voucher.required': msg({ message: 'Please upload the repayment voucher' }),
  'wallet.required': msg({ message: 'Please enter the wallet address' }),
  'wallet.usdtOnly': msg({ message: 'Wallet address supports USDT only' }),
};

/**
 * Words for an encoded domain message (`key` or `key|{"param":…}`). A parameter that is itself a code (a field
 * label such as `field.firstName`) is put into words too; `money` and `wholeMoney` (without pence) are minor units. An unknown code reads as
 * "validation failed" rather than as the code, which would mean nothing to a borrower.
 */
export function messageText(i18n: I18n, encoded: string, lang: Language): string {
  const { key, params } = decodeMessage(encoded);
  const descriptor = domainMessages[key] ?? domainMessages['validation.failed'];
  if (!descriptor) return key;
  // Built before the call: Lingui's extractor cannot read a spread inside a literal passed to i18n._ and
  // stops the whole extraction.
  const all = { ...eligibilityMessageParams[key], ...params };
  const withValues: MessageDescriptor = { ...descriptor, values: wordsFor(i18n, all, lang) };
  return i18n._(withValues);
}

function wordsFor(i18n: I18n, params: MessageParams, lang: Language): Record<string, string | number> {
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const label = typeof value === 'string' ? domainMessages[value] : undefined;
    if (label) words[name] = i18n._(label);
    else if (name === 'money' && typeof value === 'number') words[name] = formatAmount(value, lang);
    // A calendar day reads as every other date on the screen (decision 102).
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      words[name] = dayText(value, lang);
    // A round threshold ("£16,000"), as the loan step's range reads.
    else if (name === 'wholeMoney' && typeof value === 'number')
      words[name] = formatAmount(value, lang, true);
    else words[name] = value;
  }
  return words;
}
