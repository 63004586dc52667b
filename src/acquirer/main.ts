// Starts the local acquirer as its own process (`npm start` and the tests do): it listens on
// 127.0.0.1 and prints one line, `acquirer listening on <url>`, once it is ready. Its settings
// come from the environment: ACQUIRER_PORT (0: any free port), the merchant keys NaRate signs
// with (MONRI_MERCHANT_KEY, MONRI_AUTHENTICITY_TOKEN), ACQUIRER_CALLBACK_URL and
// ACQUIRER_STORE_FILE (its own storage; memory only when unset).
import { startAcquirer } from './server';

const env = process.env;
const merchantKey = env.MONRI_MERCHANT_KEY ?? '';
const authenticityToken = env.MONRI_AUTHENTICITY_TOKEN ?? '';
if (!merchantKey || !authenticityToken) {
  console.error('The local acquirer needs MONRI_MERCHANT_KEY and MONRI_AUTHENTICITY_TOKEN');
  process.exit(1);
}
const acquirer = await startAcquirer({
  port: Number(env.ACQUIRER_PORT ?? 0),
  merchantKey,
  authenticityToken,
  callbackUrl: env.ACQUIRER_CALLBACK_URL || undefined,
  storeFile: env.ACQUIRER_STORE_FILE || undefined,
});
console.log(`acquirer listening on ${acquirer.url}`);
const stop = () => {
  void acquirer.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
