/** SMS the server sends: one message each (no link, under 160 GSM characters where possible). */
export const smsTexts = {
  phoneCode:
    'NaRate: tvoj kod za verifikaciju telefona je {code}. Važi 10 minuta. Ne dijeli ga ni sa kim.',
};
