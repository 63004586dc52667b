import type { demoShop as me } from '../me/demo-shop';

export const demoShop: typeof me = {
  title: 'Demo shop',
  products: {
    slusalice: {
      name: 'Wireless headphones',
      description: 'Noise-cancelling headphones with 30 hours of battery.',
    },
    ruksak: {
      name: 'City backpack',
      description: 'Waterproof backpack with a sleeve for laptops up to 15".',
    },
    sat: { name: 'Smartwatch', description: 'Heart rate, GPS and two weeks of battery.' },
    laptop: { name: 'Laptop 14"', description: 'Light laptop for work and school, 16 GB RAM.' },
  },
  subtitle:
    'Try NaRate end to end: pick a product and pay in instalments. A new shopper has a €100 limit, so dearer products are declined with the reason.',
  testMode: 'Test mode: no card is charged.',
  loading: 'Loading products…',
  loadFailed: 'The demo shop is not available.',
  buy: 'Pay in instalments with NaRate',
  starting: 'Opening the payment…',
  startFailed: 'The payment could not be started.',
  successTitle: 'Thank you for your purchase!',
  successText: (order: string) =>
    `Order ${order} is paid with its first instalment. Follow the rest on your dashboard.`,
  cancelledTitle: 'The payment was interrupted',
  cancelledText: 'You paid nothing. You can choose another product.',
  toDashboard: 'My repayment plans',
  backToShop: 'Back to the products',
};
