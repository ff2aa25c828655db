import type { CatalogPart } from './catalog-types';

/** Two-factor sign-in (decision 106): the contracts' codes and the service's refusals. */
export const secondFactorMessages: CatalogPart = {
  'totp.code.required': {
    en: 'Enter the 6-digit code from your authenticator app',
    cn: '请输入身份验证器应用中的6位验证码',
    tw: '請輸入驗證器應用程式中的6位驗證碼',
  },
  'totp.code.format': {
    en: 'The code is 6 digits, such as 123456',
    cn: '验证码为6位数字，例如123456',
    tw: '驗證碼為6位數字，例如123456',
  },
  'recovery.code.required': {
    en: 'Enter one of your recovery codes',
    cn: '请输入一个恢复码',
    tw: '請輸入一組復原碼',
  },
  'recovery.code.wrong': {
    en: 'This recovery code is not right, or it has been used: each code works once',
    cn: '此恢复码不正确或已被使用：每个恢复码只能使用一次',
    tw: '此復原碼不正確或已被使用：每組復原碼只能使用一次',
  },
  'passkey.failed': {
    en: 'The passkey could not be checked: try again, or use a code from your authenticator app',
    cn: '无法验证通行密钥：请重试，或使用身份验证器应用中的验证码',
    tw: '無法驗證通行金鑰：請重試，或使用驗證器應用程式中的驗證碼',
  },
  'passkey.name.required': {
    en: 'Give the passkey a name of up to 60 characters, such as “Work laptop”',
    cn: '请为通行密钥命名（最多60个字符），例如“工作电脑”',
    tw: '請為通行金鑰命名（最多60個字元），例如「工作電腦」',
  },
  'secondFactor.needed': {
    en: 'Password accepted: now the second step',
    cn: '密码正确：请完成第二步验证',
    tw: '密碼正確：請完成第二步驗證',
  },
  'secondFactor.codeWrong': {
    en: 'This code is not right: check the time on your phone and enter the code shown now',
    cn: '验证码不正确：请检查手机时间并输入当前显示的验证码',
    tw: '驗證碼不正確：請檢查手機時間並輸入目前顯示的驗證碼',
  },
  'secondFactor.codeUsed': {
    en: 'This code has already been used: wait for the next code in your authenticator app',
    cn: '此验证码已被使用：请等待身份验证器应用显示下一个验证码',
    tw: '此驗證碼已被使用：請等待驗證器應用程式顯示下一個驗證碼',
  },
  'secondFactor.challengeExpired': {
    en: 'This sign-in has expired or was already completed: log in again with your password',
    cn: '此次登录已过期或已完成：请重新输入密码登录',
    tw: '此次登入已逾期或已完成：請重新輸入密碼登入',
  },
  'secondFactor.tooManyTries': {
    en: 'Too many wrong codes for this sign-in: log in again with your password',
    cn: '此次登录输错验证码次数过多：请重新输入密码登录',
    tw: '此次登入輸錯驗證碼次數過多：請重新輸入密碼登入',
  },
  'secondFactor.locked': {
    en: 'Too many wrong codes: two-step sign-in is locked for 15 minutes, try again later',
    cn: '输错验证码次数过多：两步登录已锁定15分钟，请稍后再试',
    tw: '輸錯驗證碼次數過多：兩步登入已鎖定15分鐘，請稍後再試',
  },
  'secondFactor.enrolFirst': {
    en: 'Set up your authenticator app first',
    cn: '请先设置身份验证器应用',
    tw: '請先設定驗證器應用程式',
  },
  'secondFactor.alreadyOn': {
    en: 'Two-step sign-in is already on',
    cn: '两步登录已开启',
    tw: '兩步登入已開啟',
  },
  'secondFactor.notOn': {
    en: 'Two-step sign-in is not on',
    cn: '两步登录未开启',
    tw: '兩步登入未開啟',
  },
  'secondFactor.requiredForOperators': {
    en: 'Operators must sign in with two steps: it cannot be turned off',
    cn: '操作员必须使用两步登录：无法关闭',
    tw: '操作員必須使用兩步登入：無法關閉',
  },
  'secondFactor.on': {
    en: 'Two-step sign-in is on. Keep your recovery codes somewhere safe',
    cn: '两步登录已开启。请妥善保管您的恢复码',
    tw: '兩步登入已開啟。請妥善保管您的復原碼',
  },
  'secondFactor.off': {
    en: 'Two-step sign-in is off',
    cn: '两步登录已关闭',
    tw: '兩步登入已關閉',
  },
  'secondFactor.ownReset': {
    en: 'You cannot reset your own second factor: ask another administrator',
    cn: '您不能重置自己的第二重验证：请联系另一位管理员',
    tw: '您不能重設自己的第二重驗證：請聯絡另一位管理員',
  },
  'secondFactor.notOperator': {
    en: 'This member is not an operator',
    cn: '该会员不是操作员',
    tw: '該會員不是操作員',
  },
  'secondFactor.reset': {
    en: 'Second factor reset: they will set it up again at their next sign-in',
    cn: '第二重验证已重置：对方下次登录时需重新设置',
    tw: '第二重驗證已重設：對方下次登入時需重新設定',
  },
  'passkey.added': { en: 'Passkey added', cn: '已添加通行密钥', tw: '已新增通行金鑰' },
  'passkey.removed': { en: 'Passkey removed', cn: '已移除通行密钥', tw: '已移除通行金鑰' },
  'passkey.duplicate': {
    en: 'This passkey is already registered',
    cn: '此通行密钥已注册',
    tw: '此通行金鑰已註冊',
  },
};
