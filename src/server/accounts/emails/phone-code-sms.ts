/** The SMS with the phone verification code: short, one message, no link. */
export function phoneCodeSms(code: string): string {
  return `NaRate: tvoj kod za verifikaciju telefona je ${code}. Važi 10 minuta. Ne dijeli ga ni sa kim.`;
}
