/**
 * Server messages of the public site's API (`/website/*`: enquiries, form
 * tokens, files), spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const websiteEn = {
  'website.notFound': 'The page you are looking for does not exist',
  'website.contact.success':
    'Thank you for your enquiry. We will reply within {hours} hours.',
  'website.contact.required': 'Please enter {field}',
  'website.contact.select': 'Please choose {field}',
  'website.contact.tooLong': '{field} must be at most {max} characters',
  'website.contact.tooShort': '{field} must be at least {min} characters',
  'website.contact.kana': 'Please enter {field} in full-width katakana',
  'website.contact.email': 'Please enter a valid {field}',
  'website.contact.phone':
    'Please enter {field} in digits and hyphens (e.g. 03-1234-5678)',
  'website.contact.postalCode': 'Please enter {field} as 123-4567',
  'website.contact.item': 'Please choose {field} from the list',
  'website.contact.formExpired': 'The form has expired. Please send it again.',
  'website.contact.tooFast':
    'The form was sent too quickly. Please check your entries and send it again.',
  'website.contact.rejected': 'The enquiry could not be accepted',
  'website.contact.rateLimited':
    'Too many enquiries have been sent from your network. Please wait about {minutes} minute(s) and try again, or call us if it is urgent.',
  'website.field.companyName': 'company name',
  'website.field.contactName': 'contact name',
  'website.field.nameReading': 'name reading',
  'website.field.applicant': 'applicant',
  'website.field.phone': 'phone number',
  'website.field.email': 'email address',
  'website.field.postalCode': 'postal code',
  'website.field.address': 'address',
  'website.field.consultingItem': 'enquiry topic',
  'website.field.consultingContent': 'enquiry details',
};

type Keys = keyof typeof websiteEn;

export const websiteZhCN: Record<Keys, string> = {
  'website.notFound': '您访问的页面不存在',
  'website.contact.success': '感谢您的咨询，我们将在{hours}小时内回复。',
  'website.contact.required': '请输入{field}',
  'website.contact.select': '请选择{field}',
  'website.contact.tooLong': '{field}不能超过{max}个字符',
  'website.contact.tooShort': '{field}至少需要{min}个字符',
  'website.contact.kana': '{field}请使用全角片假名输入',
  'website.contact.email': '请输入正确的{field}',
  'website.contact.phone': '{field}请使用数字和连字符输入（例：03-1234-5678）',
  'website.contact.postalCode': '{field}请按“123-4567”格式输入',
  'website.contact.item': '请从列表中选择{field}',
  'website.contact.formExpired': '表单已过期，请重新提交',
  'website.contact.tooFast': '提交过快，请确认填写内容后重新提交',
  'website.contact.rejected': '无法受理该咨询',
  'website.contact.rateLimited':
    '您所在网络提交的咨询过多，请约{minutes}分钟后再试，紧急情况请致电联系。',
  'website.field.companyName': '公司名称',
  'website.field.contactName': '负责人姓名',
  'website.field.nameReading': '姓名读音',
  'website.field.applicant': '申请人',
  'website.field.phone': '电话号码',
  'website.field.email': '邮箱地址',
  'website.field.postalCode': '邮政编码',
  'website.field.address': '地址',
  'website.field.consultingItem': '咨询项目',
  'website.field.consultingContent': '咨询内容',
};

export const websiteJa: Record<Keys, string> = {
  'website.notFound': 'お探しのページは見つかりませんでした',
  'website.contact.success':
    'お問い合わせありがとうございます。{within}に担当者よりご連絡いたします。',
  'website.contact.required': '{field}を入力してください',
  'website.contact.select': '{field}を選択してください',
  'website.contact.tooLong': '{field}は{max}文字以内で入力してください',
  'website.contact.tooShort': '{field}は{min}文字以上で入力してください',
  'website.contact.kana': '{field}は全角カタカナで入力してください',
  'website.contact.email': '{field}の形式が正しくありません',
  'website.contact.phone':
    '{field}は半角数字とハイフンで入力してください（例：03-1234-5678）',
  'website.contact.postalCode': '{field}は「123-4567」の形式で入力してください',
  'website.contact.item': '{field}を一覧から選択してください',
  'website.contact.formExpired':
    'フォームの有効期限が切れました。お手数ですが再度送信してください',
  'website.contact.tooFast':
    '送信が早すぎます。入力内容をご確認のうえ、再度送信してください',
  'website.contact.rejected': 'このお問い合わせは受け付けられませんでした',
  'website.contact.rateLimited':
    '短時間に多くのお問い合わせが送信されたため、受付を一時停止しています。{minutes}分ほど時間をおいてから再度お送りいただくか、お急ぎの場合はお電話でお問い合わせください。',
  'website.field.companyName': '会社名',
  'website.field.contactName': 'ご担当者名',
  'website.field.nameReading': 'フリガナ',
  'website.field.applicant': 'お申込者名',
  'website.field.phone': '電話番号',
  'website.field.email': 'メールアドレス',
  'website.field.postalCode': '郵便番号',
  'website.field.address': '住所',
  'website.field.consultingItem': 'お問い合わせ項目',
  'website.field.consultingContent': 'お問い合わせ内容',
};
