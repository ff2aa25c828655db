import type { CatalogPart } from './catalog-types';

/**
 * Member, sign-in and verification-code words. `field.*` are labels filled into the SPEC §5 templates
 * ("Please enter {text}", "Please select {text}", "Please enter the correct {text}"), so the English ones
 * are plain lower-case nouns and the Chinese ones read without a particle.
 */
export const memberMessages: CatalogPart = {
  'logout.success': { en: 'Logged out', cn: '已退出登录', tw: '已登出' },
  'code.valid': { en: 'The verification code is correct', cn: '验证码正确', tw: '驗證碼正確' },
  'code.dailyCap': {
    en: 'Too many verification codes requested today, please try again tomorrow',
    cn: '今日获取验证码次数过多，请明天再试',
    tw: '今日取得驗證碼次數過多，請明天再試',
  },
  'kyc.locked': {
    en: 'Your real-name details are under review or already verified',
    cn: '您的实名信息正在审核中或已通过认证',
    tw: '您的實名資料正在審核中或已通過認證',
  },
  'password.reset.success': {
    en: 'Your password has been reset, please log in again',
    cn: '密码已重置，请重新登录',
    tw: '密碼已重設，請重新登入',
  },

  'field.firstName': { en: 'first name', cn: '名字', tw: '名字' },
  'field.lastName': { en: 'last name', cn: '姓氏', tw: '姓氏' },
  'field.dateOfBirth': { en: 'date of birth', cn: '出生日期', tw: '出生日期' },
  'field.nationality': { en: 'nationality', cn: '国籍', tw: '國籍' },
  'field.idNumber': { en: 'ID number', cn: '证件号码', tw: '證件號碼' },
  'field.phone': { en: 'phone number', cn: '电话号码', tw: '電話號碼' },
  'field.country': { en: 'country', cn: '国家', tw: '國家' },
  'field.city': { en: 'city', cn: '城市', tw: '城市' },
  'field.address': { en: 'address', cn: '地址', tw: '地址' },
  'field.postcode': { en: 'postcode', cn: '邮政编码', tw: '郵遞區號' },
  'field.yearsAtAddress': { en: 'years at this address', cn: '居住年限', tw: '居住年限' },
  'field.employmentStatus': { en: 'employment status', cn: '就业状况', tw: '就業狀況' },
  'field.employerName': { en: 'employer name', cn: '单位名称', tw: '公司名稱' },
  'field.employerAddress': { en: 'employer address', cn: '单位地址', tw: '公司地址' },
  'field.industry': { en: 'industry', cn: '所属行业', tw: '所屬行業' },
  'field.employerContact': { en: 'employer contact', cn: '单位联系人', tw: '公司聯絡人' },
  'field.employerPhone': { en: 'employer phone number', cn: '单位联系电话', tw: '公司聯絡電話' },
  'field.workingYears': { en: 'years in work', cn: '工作年限', tw: '工作年資' },
  'field.personalAnnualIncome': { en: 'personal annual income', cn: '个人年收入', tw: '個人年收入' },
  'field.familyAnnualIncome': { en: 'family annual income', cn: '家庭年收入', tw: '家庭年收入' },
  'field.maritalStatus': { en: 'marital status', cn: '婚姻状况', tw: '婚姻狀況' },
  'field.hasChildren': { en: 'whether you have children', cn: '是否有子女', tw: '是否有子女' },
  'field.propertyType': { en: 'property type', cn: '房产类型', tw: '房產類型' },
  'field.propertyAddress': { en: 'property address', cn: '房产地址', tw: '房產地址' },
  'field.monthlyPayment': {
    en: 'monthly repayment or rent',
    cn: '每月还款额或月租金',
    tw: '每月還款額或月租金',
  },
  'field.houseArea': { en: 'house area', cn: '房屋面积', tw: '房屋面積' },
  'field.propertyCertificate': { en: 'property certificate', cn: '房产证', tw: '房產權狀' },
  'field.propertyPhoto': { en: 'property photo', cn: '房屋实拍照片', tw: '房屋實拍照片' },
  'field.licensePlate': { en: 'licence plate', cn: '车牌号码', tw: '車牌號碼' },
  'field.vin': { en: 'vehicle identification number (VIN)', cn: '车辆识别代号', tw: '車身號碼' },
  'field.firstRegistrationDate': { en: 'first registration date', cn: '首次登记日期', tw: '首次登記日期' },
  'field.purchasePrice': { en: 'purchase price', cn: '购买价格', tw: '購買價格' },
  'field.vehiclePhoto': { en: 'vehicle photo', cn: '车辆照片', tw: '車輛照片' },
  'field.vehicleRegistration': { en: 'vehicle registration document', cn: '行驶证', tw: '行車執照' },
  'field.driverLicense': { en: "driver's licence", cn: '驾驶证', tw: '駕駛執照' },
  'field.realName': { en: 'real name', cn: '真实姓名', tw: '真實姓名' },
  'field.contacts': { en: 'contacts', cn: '联系人', tw: '聯絡人' },
};
