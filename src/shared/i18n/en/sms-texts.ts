import type { smsTexts as me } from '../me/sms-texts';

export const smsTexts: typeof me = {
  phoneCode:
    'NaRate: your phone verification code is {code}. It is valid for 10 minutes. Do not share it with anyone.',
};
