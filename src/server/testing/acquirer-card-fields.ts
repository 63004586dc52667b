// What the acquirer's card fields post when a shopper types a card: the card goes to the acquirer
// with the payment's client secret, never to NaRate. Tests use it in place of the iframe.
export function typeCardAtAcquirer(
  acquirerUrl: string,
  clientSecret: string,
  pan: string,
): Promise<Response> {
  return fetch(`${acquirerUrl}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      pan,
      exp_month: '12',
      exp_year: '39',
      cvv: '123',
    }),
  });
}
