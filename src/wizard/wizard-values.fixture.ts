import { emptyValues, type WizardValues } from './wizard-model';

// Test data only (imported by the wizard's tests, never by the app).

export const FILLED_RECEIVING_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Every step filled in, the photos already on the server: an application ready to submit. */
export function filledWizardValues(): WizardValues {
  const values = emptyValues();
  values.loan = {
    amount: '5000',
    purpose: 'EDUCATION',
    termMonths: '36',
    method: 'EQUAL_INSTALLMENT',
    receivingAddress: FILLED_RECEIVING_ADDRESS,
  };
  values.basic = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: { day: '14', month: '5', year: '1990' },
    nationality: 'British',
    idNumber: 'AB123456C',
    idFrontUploadId: [{ uploadId: 1 }],
    idBackUploadId: [{ uploadId: 2 }],
    phone: '+447700900123',
    email: 'ada@example.com',
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  };
  values.address = {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: '5',
  };
  values.employment = {
    ...values.employment,
    status: 'RETIRED',
    workingYears: '30',
    personalAnnualIncome: '42000',
    familyAnnualIncome: '60000',
  };
  values.family = { maritalStatus: 'MARRIED', hasChildren: 'no' };
  values.property = {
    ...values.property,
    type: 'RENT',
    address: '1 Quay Street',
    residenceSince: { day: '1', month: '3', year: '2019' },
    monthlyPayment: '950',
  };
  values.vehicle = { ...values.vehicle, hasVehicle: 'no' };
  values.contacts = {
    contacts: [{ relationship: 'Sister', name: 'Grace', phone: '+447700900789', employer: 'Harbour' }],
  };
  values.consent = { terms: true, agreement: true };
  return values;
}
