import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { seed } from '../../db/seed';
import { call, envelope, expectEnvelope, ownUploads, PASSWORD, registerMember } from './member-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = {
  firstName: 'Ann',
  lastName: 'Lee',
  dateOfBirth: '1990-04-12',
  nationality: 'British',
  idNumber: 'AB 123456 C',
  idFrontUploadId: 11,
  idBackUploadId: 12,
  phone: '+44 7700 900123',
  email: 'ann.lee@quayside.uk',
  country: 'United Kingdom',
  city: 'Bristol',
  address: '4 Harbour Walk',
  postcode: 'BS1 5TY',
};
const contactAddress = {
  country: 'United Kingdom',
  city: 'Bristol',
  address: '4 Harbour Walk',
  postcode: 'BS1 5TY',
  yearsAtAddress: 4,
};
const employment = {
  status: 'FULL_TIME',
  employerName: 'Severn Tools Ltd',
  employerAddress: '1 Dock Road, Bristol',
  industry: 'Manufacturing',
  employerContact: 'HR office',
  employerPhone: '+44 117 496 0000',
  workingYears: 6,
  personalAnnualIncome: 3_450_000,
  familyAnnualIncome: 5_200_000,
};
const family = { maritalStatus: 'MARRIED', hasChildren: false };
const estate = {
  type: 'RENT',
  address: '4 Harbour Walk, Bristol',
  residenceSince: '2021-09-01',
  monthlyPayment: 95_000,
  area: '62.5',
  certificateUploadIds: [],
  photoUploadIds: [21, 22],
};
const car = {
  licensePlate: 'BD51 SMR',
  vin: '1hgcm82633a004352',
  firstRegistrationDate: '2019-05-20',
  purchasePrice: 1_250_000,
  vehiclePhotoUploadIds: [31],
  registrationDocumentUploadIds: [32],
  driverLicenseUploadIds: [33],
};
const kyc = { realName: 'Ann Lee', idNumber: 'AB123456C', idFrontUploadId: 11, idBackUploadId: 12 };
const contacts = {
  contacts: [
    { relationship: 'Sister', name: 'Beth Lee', phone: '07700 900456', employer: 'Avon Health' },
    { relationship: 'Friend', name: 'Carl Watts', phone: '+44 7700 900789', employer: 'Self-employed' },
  ],
};

/** Every update route of the profile with a valid body, the column it fills and its success message. */
const routes = [
  { path: 'updateBase', body: base, field: 'base', msg: ['Modified successfully', '修改成功'] },
  {
    path: 'saveOrUpdateContactAddress',
    body: contactAddress,
    field: 'contactAddress',
    msg: ['Saved successfully', '保存成功'],
  },
  {
    path: 'saveOrUpdateEmploymentInfo',
    body: employment,
    field: 'employment',
    msg: ['Saved successfully', '保存成功'],
  },
  { path: 'saveOrUpdateFamilyInfo', body: family, field: 'family', msg: ['Saved successfully', '保存成功'] },
  { path: 'saveOrUpdateEstateInfo', body: estate, field: 'estate', msg: ['Saved successfully', '保存成功'] },
  { path: 'saveOrUpdateCarInfo', body: car, field: 'car', msg: ['Saved successfully', '保存成功'] },
  {
    path: 'updateKyc',
    body: kyc,
    field: 'kyc',
    msg: ['Submitted successfully, waiting for review', '提交成功，等待审核'],
  },
  {
    path: 'saveOrUpdateContactInfo',
    body: contacts,
    field: 'contacts',
    msg: ['Saved successfully', '保存成功'],
  },
] as const;

describe('profile sections', () => {
  it("takes the seeded demo borrower's own stored e-mail as the basic section's (the wizard's step 2)", async () => {
    const [demo] = await seed(ctx.deps.db, ctx.deps.config, ctx.clock.now());
    if (!demo) throw new Error('no demo borrower seeded');
    const login = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email: demo.email, password: demo.password },
    });
    const { token, member } = envelope(login).data as {
      token: string;
      member: { id: number; email: string };
    };
    // The wizard prefills step 2 with the address the account holds, exactly as the server gives it.
    const own = await ownUploads(ctx, member.id, [11, 12]);
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateBase',
      token,
      body: own({ ...base, email: member.email }),
    });
    expectEnvelope(res, 200, '0', 'Modified successfully');
    expect(envelope(res).data).toMatchObject({ base: { email: 'demo@quayside.example' } });
  });

  it('stores each section through its route and shows it in member/info', async () => {
    const { id, token } = await registerMember(ctx);
    const own = await ownUploads(ctx, id, [11, 12, 21, 22, 31, 32, 33]);
    for (const [i, route] of routes.entries()) {
      const lang = i % 2 === 0 ? 'en' : 'cn';
      const res = await call(ctx, {
        method: 'PUT',
        url: `/api/member/${route.path}`,
        token,
        lang,
        body: own(route.body),
      });
      expectEnvelope(res, 200, '0', route.msg[lang === 'en' ? 0 : 1]);
    }
    const info = envelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token })).data!;
    expect(info.base).toEqual(own({ ...base, phone: '+447700900123' }));
    expect(info.contactAddress).toEqual(contactAddress);
    expect(info.employment).toEqual({ ...employment, employerPhone: '+441174960000' });
    expect(info.family).toEqual(family);
    expect(info.estate).toEqual(own(estate));
    expect(info.car).toEqual(own({ ...car, vin: '1HGCM82633A004352' }));
    expect(info.kyc).toEqual(own(kyc));
    expect(info.kycStatus).toBe('PENDING');
    expect(info.contacts).toEqual([
      { ...contacts.contacts[0], phone: '07700900456' },
      { ...contacts.contacts[1], phone: '+447700900789' },
    ]);
  });

  it('refuses bad input with the SPEC §5 templates and field labels, in English and Chinese', async () => {
    const { token } = await registerMember(ctx);
    const cases: [string, Record<string, unknown>, 'en' | 'cn' | 'tw', string, string][] = [
      ['updateBase', { ...base, firstName: '' }, 'en', 'firstName', 'Please enter first name'],
      ['updateBase', { ...base, firstName: '' }, 'cn', 'firstName', '请输入名字'],
      [
        'updateBase',
        { ...base, dateOfBirth: '1990-02-30' },
        'en',
        'dateOfBirth',
        'Please select date of birth',
      ],
      ['updateBase', { ...base, idFrontUploadId: undefined }, 'tw', 'idFrontUploadId', '請上傳您的證件照片'],
      ['updateBase', { ...base, phone: 'call me' }, 'en', 'phone', 'Please enter the correct mobile number'],
      ['updateBase', { ...base, email: 'ann@x' }, 'cn', 'email', '邮箱格式不正确'],
      [
        'saveOrUpdateContactAddress',
        { ...contactAddress, postcode: undefined },
        'en',
        'postcode',
        'Please enter postcode',
      ],
      [
        'saveOrUpdateEmploymentInfo',
        { ...employment, status: 'ASTRONAUT' },
        'en',
        'status',
        'Please select employment status',
      ],
      [
        'saveOrUpdateEmploymentInfo',
        { ...employment, employerName: undefined },
        'tw',
        'employerName',
        '請輸入公司名稱',
      ],
      [
        'saveOrUpdateEmploymentInfo',
        { ...employment, personalAnnualIncome: 12.5 },
        'en',
        'personalAnnualIncome',
        'Please enter the correct personal annual income',
      ],
      ['saveOrUpdateFamilyInfo', { maritalStatus: 'MARRIED' }, 'cn', 'hasChildren', '请选择是否有子女'],
      ['saveOrUpdateEstateInfo', { ...estate, type: 'CASTLE' }, 'en', 'type', 'Please select property type'],
      [
        'saveOrUpdateEstateInfo',
        { ...estate, residenceSince: undefined },
        'en',
        'residenceSince',
        'Please select check-in time',
      ],
      [
        'saveOrUpdateEstateInfo',
        { ...estate, photoUploadIds: Array.from({ length: 13 }, (_, i) => i + 1) },
        'en',
        'photoUploadIds',
        'Upload up to 12 pictures',
      ],
      [
        'saveOrUpdateCarInfo',
        { ...car, vin: 'IOQ45678901234567' },
        'en',
        'vin',
        'Please enter the correct vehicle identification number (VIN)',
      ],
      ['updateKyc', { ...kyc, realName: ' ' }, 'cn', 'realName', '请输入真实姓名'],
      [
        'saveOrUpdateContactInfo',
        { contacts: [{ relationship: 'Sister', name: 'Beth', phone: '07700900456' }] },
        'en',
        'contacts.0.employer',
        'Please fill in the complete contact information',
      ],
      ['saveOrUpdateContactInfo', { contacts: [] }, 'tw', 'contacts', '請填寫完整的聯絡人資料'],
    ];
    for (const [path, body, lang, field, msg] of cases) {
      const res = await call(ctx, { method: 'PUT', url: `/api/member/${path}`, token, lang, body });
      const env = expectEnvelope(res, 400, 'V400', msg);
      expect((env.data as { fields: Record<string, string> }).fields[field], `${path} ${field}`).toBe(msg);
    }
  });

  it('refuses extra privileged fields on every update route with V400 and stores none of them', async () => {
    const { id, token } = await registerMember(ctx);
    const privileged = {
      id: 1,
      role: 'operator',
      status: 'active',
      kycStatus: 'VERIFIED',
      accountType: 3,
      memberId: 1,
    };
    const others = [
      {
        path: 'updatePassword',
        body: {
          currentPassword: PASSWORD,
          newPassword: 'Anchor-chain-77',
          confirmPassword: 'Anchor-chain-77',
        },
      },
      {
        path: 'updateWalletAddress',
        body: { walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', password: PASSWORD },
      },
      { path: 'updateMobile', body: { mobile: '+447700900999', code: '123456' } },
      { path: 'updateEmail', body: { email: 'new@quayside.uk', code: '123456' } },
    ];
    for (const route of [...routes, ...others]) {
      for (const [key, value] of Object.entries(privileged)) {
        const res = await call(ctx, {
          method: 'PUT',
          url: `/api/member/${route.path}`,
          token,
          lang: 'tw',
          body: { ...route.body, [key]: value },
        });
        // Employment has a field of its own called `status` (full-time, …): "active" is refused as a bad value.
        const own = Object.hasOwn(route.body, key);
        expectEnvelope(res, 400, 'V400', own ? '請選擇就業狀況' : '此欄位不可修改');
      }
    }
    const inner = await call(ctx, {
      method: 'PUT',
      url: '/api/member/saveOrUpdateContactInfo',
      token,
      body: { contacts: [{ ...contacts.contacts[0], kycStatus: 'VERIFIED' }] },
    });
    expectEnvelope(inner, 400, 'V400', 'This field cannot be changed');
    const info = envelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token })).data!;
    expect(info).toMatchObject({
      id,
      role: 'borrower',
      kycStatus: 'UNVERIFIED',
      accountType: 0,
      walletAddress: null,
      mobile: null,
      base: null,
      kyc: null,
      contacts: null,
    });
    // The password did not change either.
    expectEnvelope(
      await call(ctx, {
        method: 'POST',
        url: '/api/member/login',
        body: { email: info.email, password: PASSWORD },
      }),
      200,
      '0',
    );
  });

  it('answers U403 on every update route without a session', async () => {
    for (const route of routes) {
      const res = await call(ctx, {
        method: 'PUT',
        url: `/api/member/${route.path}`,
        body: route.body,
        lang: 'cn',
      });
      expectEnvelope(res, 401, 'U403', '登录超时，请重新登录！');
    }
  });
});

describe('member/updateKyc', () => {
  it('moves UNVERIFIED → PENDING once; a second submission while pending is refused with C409', async () => {
    const { id, token } = await registerMember(ctx);
    const own = await ownUploads(ctx, id, [11, 12]);
    expectEnvelope(
      await call(ctx, { method: 'PUT', url: '/api/member/updateKyc', token, body: own(kyc) }),
      200,
      '0',
    );
    const again = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateKyc',
      token,
      body: own(kyc),
      lang: 'cn',
    });
    expectEnvelope(again, 409, 'C409', '您的实名信息正在审核中或已通过认证');
  });
});

describe('pictures in a profile section', () => {
  it("refuse another member's upload or one that does not exist, in the caller language, and store nothing", async () => {
    const owner = await registerMember(ctx);
    const ownerOwn = await ownUploads(ctx, owner.id, [11, 12, 21, 22]);
    const other = await registerMember(ctx);
    const otherOwn = await ownUploads(ctx, other.id, [12, 21]);
    const othersPicture = otherOwn({ idFrontUploadId: 12 }).idFrontUploadId;
    const cases: [string, Record<string, unknown>, 'en' | 'cn' | 'tw', string, string][] = [
      // The front of the ID is the owner's; the back is someone else's.
      [
        'updateBase',
        { ...otherOwn(base), idFrontUploadId: ownerOwn(base).idFrontUploadId },
        'en',
        'idBackUploadId',
        'This picture could not be found, please upload it again',
      ],
      [
        'updateKyc',
        { ...ownerOwn(kyc), idFrontUploadId: othersPicture },
        'cn',
        'idFrontUploadId',
        '找不到这张图片，请重新上传',
      ],
      [
        'saveOrUpdateEstateInfo',
        { ...estate, photoUploadIds: [...otherOwn(estate).photoUploadIds, 987_654_321] },
        'tw',
        'photoUploadIds',
        '找不到這張圖片，請重新上傳',
      ],
    ];
    for (const [path, body, lang, field, msg] of cases) {
      const res = await call(ctx, {
        method: 'PUT',
        url: `/api/member/${path}`,
        token: owner.token,
        lang,
        body,
      });
      const env = expectEnvelope(res, 400, 'V400', msg);
      expect(Object.keys((env.data as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
    const info = envelope(
      await call(ctx, { method: 'GET', url: `/api/member/${owner.id}/info`, token: owner.token }),
    ).data!;
    expect(info.base).toBeNull();
    expect(info.kyc).toBeNull();
    expect(info.estate).toBeNull();
    expect(info.kycStatus).toBe('UNVERIFIED');
  });
});

describe('member/updateWalletAddress', () => {
  it('accepts a TRC-20 and an EIP-55 ERC-20 address with the current password', async () => {
    const { id, token } = await registerMember(ctx);
    for (const walletAddress of [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    ]) {
      const res = await call(ctx, {
        method: 'PUT',
        url: '/api/member/updateWalletAddress',
        token,
        body: { walletAddress, password: PASSWORD },
      });
      expectEnvelope(res, 200, '0', 'Modified successfully');
      const info = envelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token })).data!;
      expect(info.walletAddress).toBe(walletAddress);
    }
  });

  it('refuses a bad checksum with "Wallet address supports USDT only" and a wrong password', async () => {
    const { id, token } = await registerMember(ctx);
    const url = '/api/member/updateWalletAddress';
    for (const [walletAddress, lang, msg] of [
      ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'en', 'Wallet address supports USDT only'],
      ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358', 'cn', '钱包地址仅支持 USDT'],
      ['0xfB6916095CA1df60bB79Ce92cE3Ea74c37c5d359', 'tw', '錢包地址僅支援 USDT'],
      ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'en', 'Wallet address supports USDT only'],
      ['', 'en', 'Please enter the wallet address'],
    ] as const) {
      const res = await call(ctx, {
        method: 'PUT',
        url,
        token,
        lang,
        body: { walletAddress, password: PASSWORD },
      });
      expectEnvelope(res, 400, 'V400', msg);
    }
    const wrong = await call(ctx, {
      method: 'PUT',
      url,
      token,
      lang: 'cn',
      body: { walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', password: 'Not-my-pass-1' },
    });
    expectEnvelope(wrong, 400, 'V400', '当前密码不正确');
    const none = await call(ctx, {
      method: 'PUT',
      url,
      token,
      body: { walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    expectEnvelope(none, 400, 'V400', 'Please enter password');
    const info = envelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token })).data!;
    expect(info.walletAddress).toBeNull();
  });
});
