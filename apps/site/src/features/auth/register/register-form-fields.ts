import type { RegisterFormField } from '@lobbykit/ui/rule-fields';

/** Every field the registration form may show: the platform's, with the confirmation after the password. */
export const registerFormFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterFormField[];
