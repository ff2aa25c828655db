// The demo borrower of the seeded database (not production), made ready for the screens benches: signed in
// through the API, given the profile an application needs, and given an offer to look at. Used by
// bench/app-screens.mjs and bench/lighthouse.mjs.
import sharp from 'sharp';

const DEMO = { email: 'demo@quayside.example', password: 'Quayside-demo-1' };

/** One API call as the demo borrower; throws with the server's message when it is refused. */
async function api(url, token, method, route, body) {
  const headers = { token, 'idempotency-key': crypto.randomUUID() };
  const init = body instanceof FormData ? { body } : body ? { body: JSON.stringify(body) } : {};
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const answer = await (await fetch(`${url}/api${route}`, { method, headers, ...init })).json();
  if (answer.code !== '0') throw new Error(`${method} ${route}: ${answer.msg}`);
  return answer.data;
}

/**
 * The demo borrower signed in, with the profile an application needs (the seed gives them none), so the
 * wizard opens for them and an application can be made.
 */
export async function demoSession(url) {
  const { token, member } = await api(url, '', 'POST', '/member/login', DEMO);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2d6a8f' } })
    .png()
    .toBuffer();
  const photo = async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'id.png');
    return (await api(url, token, 'POST', '/upload/img?purpose=idPhoto', form)).id;
  };
  const address = { country: 'United Kingdom', city: 'London', address: '1 Quay Street', postcode: 'E1 6AN' };
  await api(url, token, 'PUT', '/member/updateBase', {
    firstName: 'Dana',
    lastName: 'Moss',
    dateOfBirth: '1985-04-12',
    nationality: 'British',
    idNumber: 'DM123456A',
    idFrontUploadId: await photo(),
    idBackUploadId: await photo(),
    phone: '+447700900111',
    email: 'dana.moss@quayside.co.uk',
    ...address,
  });
  await api(url, token, 'PUT', '/member/saveOrUpdateContactAddress', { ...address, yearsAtAddress: 7 });
  await api(url, token, 'PUT', '/member/saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900222',
    workingYears: 10,
    personalAnnualIncome: 4_800_000,
    familyAnnualIncome: 6_000_000,
  });
  return { id: member.id, token };
}

/** An application the policy approves at submit: the offer's loan detail is then there to measure. */
export async function offerLoan(url, { token }) {
  const quote = await api(url, token, 'POST', '/loan/quote', {
    amount: 300_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await api(url, token, 'POST', '/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    consentTerms: true,
    consentAgreement: true,
  });
  return applied.loanId;
}
