import type { CodePurpose } from '../../../domain/api/verification';
import type { Language } from '../../../domain/errors';
import type { OutgoingMessage } from './outbox-repository';

/** Words of the e-mails and text messages Quayside sends, in the member's language. */

const SIGN_OFF: Record<Language, string> = {
  en: 'The Quayside team',
  cn: 'Quayside 团队',
  tw: 'Quayside 團隊',
};

const CODE_SUBJECT: Record<Language, string> = {
  en: 'Your Quayside verification code',
  cn: '您的 Quayside 验证码',
  tw: '您的 Quayside 驗證碼',
};

const CODE_USE: Record<Exclude<CodePurpose, 'changeMobile'>, Record<Language, string>> = {
  register: {
    en: 'Enter it on the registration page to finish creating your Quayside account.',
    cn: '请在注册页面输入此验证码，完成 Quayside 账户的创建。',
    tw: '請在註冊頁面輸入此驗證碼，完成 Quayside 帳戶的建立。',
  },
  resetPassword: {
    en: 'Enter it on the "Forgot password" page to choose a new password.',
    cn: '请在“忘记密码”页面输入此验证码，设置新密码。',
    tw: '請在「忘記密碼」頁面輸入此驗證碼，設定新密碼。',
  },
  changeEmail: {
    en: 'Enter it in your security settings to make this your new sign-in e-mail address.',
    cn: '请在安全设置中输入此验证码，将此地址设为新的登录邮箱。',
    tw: '請在安全設定中輸入此驗證碼，將此地址設為新的登入電子郵件。',
  },
};

function codeBody(lang: Language, code: string, use: string, minutes: number): string {
  const lines: Record<Language, string[]> = {
    en: [
      'Hello,',
      '',
      `Your Quayside verification code is ${code}`,
      '',
      use,
      `It is valid for ${minutes} minutes and works once.`,
      '',
      'Quayside will never ask you for this code by phone, text or chat. If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
      '',
      SIGN_OFF.en,
    ],
    cn: [
      '您好：',
      '',
      `您的 Quayside 验证码是 ${code}`,
      '',
      use,
      `验证码 ${minutes} 分钟内有效，仅可使用一次。`,
      '',
      'Quayside 绝不会通过电话、短信或在线客服向您索取验证码。如果这不是您本人的操作，请忽略此邮件：没有验证码，您的账户不会有任何变更。',
      '',
      SIGN_OFF.cn,
    ],
    tw: [
      '您好：',
      '',
      `您的 Quayside 驗證碼是 ${code}`,
      '',
      use,
      `驗證碼 ${minutes} 分鐘內有效，僅可使用一次。`,
      '',
      'Quayside 絕不會透過電話、簡訊或線上客服向您索取驗證碼。如果這不是您本人的操作，請忽略此郵件：沒有驗證碼，您的帳戶不會有任何變更。',
      '',
      SIGN_OFF.tw,
    ],
  };
  return lines[lang].join('\n');
}

export function codeEmail(
  lang: Language,
  purpose: Exclude<CodePurpose, 'changeMobile'>,
  to: string,
  code: string,
  minutes: number,
): OutgoingMessage {
  return {
    channel: 'email',
    destination: to,
    subject: CODE_SUBJECT[lang],
    body: codeBody(lang, code, CODE_USE[purpose][lang], minutes),
  };
}

const EXISTS_SUBJECT: Record<Language, string> = {
  en: 'You already have a Quayside account',
  cn: '您已拥有 Quayside 账户',
  tw: '您已擁有 Quayside 帳戶',
};

const EXISTS_BODY: Record<Language, string> = {
  en: [
    'Hello,',
    '',
    'Someone, probably you, asked to register a new Quayside account with this e-mail address. You already have an account, so no new one is needed.',
    '',
    'Log in with your e-mail and password, or choose "Forgot password" on the login page to set a new one.',
    '',
    'If this was not you, you do not need to do anything: your account has not changed.',
    '',
    SIGN_OFF.en,
  ].join('\n'),
  cn: [
    '您好：',
    '',
    '有人（很可能是您本人）尝试使用此邮箱注册新的 Quayside 账户。您已经拥有账户，无需重新注册。',
    '',
    '请使用邮箱和密码登录；如忘记密码，可在登录页面选择“忘记密码”重新设置。',
    '',
    '如果这不是您本人的操作，您无需采取任何行动：您的账户没有任何变更。',
    '',
    SIGN_OFF.cn,
  ].join('\n'),
  tw: [
    '您好：',
    '',
    '有人（很可能是您本人）嘗試使用此電子郵件註冊新的 Quayside 帳戶。您已經擁有帳戶，無需重新註冊。',
    '',
    '請使用電子郵件和密碼登入；如忘記密碼，可在登入頁面選擇「忘記密碼」重新設定。',
    '',
    '如果這不是您本人的操作，您無需採取任何行動：您的帳戶沒有任何變更。',
    '',
    SIGN_OFF.tw,
  ].join('\n'),
};

export function accountExistsEmail(lang: Language, to: string): OutgoingMessage {
  return { channel: 'email', destination: to, subject: EXISTS_SUBJECT[lang], body: EXISTS_BODY[lang] };
}

export function mobileCodeSms(lang: Language, to: string, code: string, minutes: number): OutgoingMessage {
  const body: Record<Language, string> = {
    en: `Quayside: ${code} is your code to confirm this mobile number. Valid ${minutes} minutes. Never share it with anyone.`,
    cn: `【Quayside】您正在验证此手机号码，验证码 ${code}，${minutes} 分钟内有效。请勿告知他人。`,
    tw: `【Quayside】您正在驗證此手機號碼，驗證碼 ${code}，${minutes} 分鐘內有效。請勿告知他人。`,
  };
  return { channel: 'sms', destination: to, subject: null, body: body[lang] };
}
