/** The version of the terms and privacy policy at /uslovi and /privatnost; stored at sign-up. */
export const TERMS_VERSION = '2026-11-26';
