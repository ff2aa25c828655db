import type { CatalogPart } from './catalog-types';

/**
 * SPEC §5 and §8 wording in English, with Simplified (cn) and Traditional (tw) Chinese. `{name}`
 * placeholders are filled by `translate`.
 */
export const coreMessages: CatalogPart = {
  ok: { en: 'Success', cn: '成功', tw: '成功' },
  'login.success': { en: 'Login successful', cn: '登录成功', tw: '登入成功' },
  'register.success': { en: 'Registered successfully', cn: '注册成功', tw: '註冊成功' },
  'modify.success': { en: 'Modified successfully', cn: '修改成功', tw: '修改成功' },
  'save.success': { en: 'Saved successfully', cn: '保存成功', tw: '儲存成功' },
  'copy.success': { en: 'Copied successfully', cn: '复制成功', tw: '複製成功' },
  'code.sent': { en: 'Verification code sent successfully', cn: '验证码发送成功', tw: '驗證碼發送成功' },
  'repayment.success': { en: 'Repayment success', cn: '还款成功', tw: '還款成功' },
  'apply.submitted': {
    en: 'Submitted successfully, waiting for review',
    cn: '提交成功，等待审核',
    tw: '提交成功，等待審核',
  },
  'session.expired': {
    en: 'Login timed out, please log in again!',
    cn: '登录超时，请重新登录！',
    tw: '登入逾時，請重新登入！',
  },
  'server.error': {
    en: 'Request timed out or server error, please check the network or contact the administrator!',
    cn: '请求超时或服务器错误，请检查网络或联系管理员！',
    tw: '請求逾時或伺服器錯誤，請檢查網路或聯絡管理員！',
  },
  'auth.failed': {
    en: 'Authentication failed, please fill in the correct information and resubmit.',
    cn: '认证失败，请填写正确的信息后重新提交。',
    tw: '認證失敗，請填寫正確的資料後重新提交。',
  },
  'login.wrong': {
    en: 'Incorrect email or password',
    cn: '邮箱或密码不正确',
    tw: '電子郵件或密碼不正確',
  },
  'repayment.failed': { en: 'Repayment failed', cn: '还款失败', tw: '還款失敗' },
  'submit.failed': { en: 'Submission failed', cn: '提交失败', tw: '提交失敗' },
  'password.current.required': {
    en: 'Please enter the current password',
    cn: '请输入当前密码',
    tw: '請輸入目前密碼',
  },
  'password.new.required': { en: 'Please enter a new password', cn: '请输入新密码', tw: '請輸入新密碼' },
  'password.confirm.required': {
    en: 'Please enter a confirmation password',
    cn: '请输入确认密码',
    tw: '請輸入確認密碼',
  },
  'password.mismatch': {
    en: 'The two passwords are inconsistent',
    cn: '两次输入的密码不一致',
    tw: '兩次輸入的密碼不一致',
  },
  'password.required': { en: 'Please enter password', cn: '请输入密码', tw: '請輸入密碼' },
  'password.length': {
    en: 'The password must be 8 to 64 characters long',
    cn: '密码长度须为 8 至 64 个字符',
    tw: '密碼長度須為 8 至 64 個字元',
  },
  'password.wrong': {
    en: 'The current password is incorrect',
    cn: '当前密码不正确',
    tw: '目前密碼不正確',
  },
  'wallet.required': { en: 'Please enter the wallet address', cn: '请输入钱包地址', tw: '請輸入錢包地址' },
  'wallet.usdtOnly': {
    en: 'Wallet address supports USDT only',
    cn: '钱包地址仅支持 USDT',
    tw: '錢包地址僅支援 USDT',
  },
  'mobile.required': { en: 'Please enter your mobile number', cn: '请输入手机号码', tw: '請輸入手機號碼' },
  'mobile.format': {
    en: 'Please enter the correct mobile number',
    cn: '请输入正确的手机号码',
    tw: '請輸入正確的手機號碼',
  },
  'code.required': { en: 'Please enter verification code', cn: '请输入验证码', tw: '請輸入驗證碼' },
  'code.invalid': {
    en: 'The verification code is incorrect or has expired',
    cn: '验证码不正确或已过期',
    tw: '驗證碼不正確或已過期',
  },
  'email.required': { en: 'Please enter your email', cn: '请输入邮箱', tw: '請輸入電子郵件' },
  'email.address.required': {
    en: 'Please enter your email address',
    cn: '请输入您的邮箱地址',
    tw: '請輸入您的電子郵件地址',
  },
  'email.format': { en: 'Incorrect email format', cn: '邮箱格式不正确', tw: '電子郵件格式不正確' },
  'email.taken': {
    en: 'This email address cannot be used, please choose another',
    cn: '该邮箱地址无法使用，请更换',
    tw: '此電子郵件地址無法使用，請更換',
  },
  'image.type': {
    en: 'Please select JPG, PNG, JPEG format picture',
    cn: '请选择 JPG、PNG、JPEG 格式的图片',
    tw: '請選擇 JPG、PNG、JPEG 格式的圖片',
  },
  'image.tooLarge': {
    en: 'File size: {size} MB, please make sure it does not exceed {num} MB',
    cn: '文件大小：{size} MB，请确保不超过 {num} MB',
    tw: '檔案大小：{size} MB，請確保不超過 {num} MB',
  },
  'image.pixels': {
    en: 'The picture is too large, please choose a smaller one',
    cn: '图片尺寸过大，请选择较小的图片',
    tw: '圖片尺寸過大，請選擇較小的圖片',
  },
  'contact.incomplete': {
    en: 'Please fill in the complete contact information',
    cn: '请填写完整的联系人信息',
    tw: '請填寫完整的聯絡人資料',
  },
  'amount.min': {
    en: 'The loan amount cannot be less than {money}',
    cn: '贷款金额不能少于 {money}',
    tw: '貸款金額不能少於 {money}',
  },
  'amount.max': {
    en: 'The loan amount cannot exceed the maximum loan amount',
    cn: '贷款金额不能超过最高贷款额度',
    tw: '貸款金額不能超過最高貸款額度',
  },
  'amount.required': {
    en: 'Please enter the amount of the loan',
    cn: '请输入贷款金额',
    tw: '請輸入貸款金額',
  },
  'file.size': {
    en: 'File size: {size} MB, please make sure it does not exceed {num} MB',
    cn: '文件大小：{size} MB，请确保不超过 {num} MB',
    tw: '檔案大小：{size} MB，請確保不超過 {num} MB',
  },
  'file.count': {
    en: 'Upload up to {num} pictures',
    cn: '最多上传 {num} 张图片',
    tw: '最多上傳 {num} 張圖片',
  },
  'idPhoto.required': {
    en: 'Please upload your ID photo',
    cn: '请上传您的证件照片',
    tw: '請上傳您的證件照片',
  },
  'upload.notFound': {
    en: 'This picture could not be found, please upload it again',
    cn: '找不到这张图片，请重新上传',
    tw: '找不到這張圖片，請重新上傳',
  },
  'voucher.required': {
    en: 'Please upload the repayment voucher',
    cn: '请上传还款凭证',
    tw: '請上傳還款憑證',
  },
  'tpl.enter': { en: 'Please enter {text}', cn: '请输入{text}', tw: '請輸入{text}' },
  'tpl.select': { en: 'Please select {text}', cn: '请选择{text}', tw: '請選擇{text}' },
  'tpl.correct': {
    en: 'Please enter the correct {text}',
    cn: '请输入正确的{text}',
    tw: '請輸入正確的{text}',
  },
  'login.emailPassword.required': {
    en: 'Please enter email and password',
    cn: '请输入邮箱和密码',
    tw: '請輸入電子郵件和密碼',
  },
  'login.password.required': { en: 'Please enter your password', cn: '请输入您的密码', tw: '請輸入您的密碼' },
  'checkin.required': { en: 'Please select check-in time', cn: '请选择入住时间', tw: '請選擇入住時間' },
  'consent.required': {
    en: 'Consent to terms and loan agreement is required to apply',
    cn: '申请前须同意条款及贷款协议',
    tw: '申請前須同意條款及貸款協議',
  },
  'resend.after': { en: 'Resend after {time} seconds', cn: '{time} 秒后重新发送', tw: '{time} 秒後重新發送' },
  'overdue.days': { en: 'Overdue {count} days', cn: '逾期 {count} 天', tw: '逾期 {count} 天' },
  'overdue.bills': {
    en: 'You have {num} bills overdue',
    cn: '您有 {num} 笔账单已逾期',
    tw: '您有 {num} 筆帳單已逾期',
  },
  'not.found': { en: 'The record does not exist', cn: '记录不存在', tw: '記錄不存在' },
  forbidden: {
    en: 'You do not have permission to do this',
    cn: '您没有执行此操作的权限',
    tw: '您沒有執行此操作的權限',
  },
  'rate.limited': {
    en: 'Too many requests, please try again in {seconds} seconds',
    cn: '请求过于频繁，请在 {seconds} 秒后重试',
    tw: '請求過於頻繁，請在 {seconds} 秒後重試',
  },
  'validation.failed': {
    en: 'Please check the information you entered',
    cn: '请检查您输入的信息',
    tw: '請檢查您輸入的資料',
  },
  'text.unstorable': {
    en: 'This text contains characters that cannot be saved; please retype it',
    cn: '此内容包含无法保存的字符，请重新输入',
    tw: '此內容包含無法儲存的字元，請重新輸入',
  },
  'body.tooLarge': {
    en: 'The request is too large',
    cn: '请求内容过大',
    tw: '請求內容過大',
  },
  'media.unsupported': {
    en: 'This type of content is not supported',
    cn: '不支持此内容类型',
    tw: '不支援此內容類型',
  },
  'idempotency.mismatch': {
    en: 'This request was already made with different details; please start again',
    cn: '该请求已使用不同的内容提交过，请重新开始',
    tw: '此請求已使用不同的內容提交過，請重新開始',
  },
  'idempotency.inProgress': {
    en: 'This request is still being processed, please wait',
    cn: '该请求正在处理中，请稍候',
    tw: '此請求正在處理中，請稍候',
  },
  'field.notAllowed': {
    en: 'This field cannot be changed',
    cn: '此字段不可修改',
    tw: '此欄位不可修改',
  },
  'config.notPublic': {
    en: 'This setting is not available',
    cn: '该配置项不可用',
    tw: '該設定項不可用',
  },
  'service.notReady': {
    en: 'The service is starting up or under maintenance, please try again shortly',
    cn: '服务正在启动或维护中，请稍后再试',
    tw: '服務正在啟動或維護中，請稍後再試',
  },
};
