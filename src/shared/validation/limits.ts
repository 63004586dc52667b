// Field length limits, shared by the forms, the schemas and the database.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;
export const JMBG_LENGTH = 13;
export const MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const WEBSITE_MAX_LENGTH = 255;
export const VERIFICATION_CODE_LENGTH = 6;
/** A payout account holder's name, as a credit transfer carries it (ISO 20022 Max140Text). */
export const ACCOUNT_HOLDER_MAX_LENGTH = 140;
