import type { landing as me } from '../me/landing';

export const landing: typeof me = {
  hero: {
    eyebrow: '0% interest · Approval in seconds',
    headlineStart: 'Buy now,',
    headlineBrand: 'pay in instalments',
    lead: 'Pay in 3, 6 or 12 monthly instalments with no interest and no hidden costs. You get the product at once, and new users start with a limit of up to €100.',
    start: 'Get started',
    learnMore: 'Learn how it works',
    highlights: ['0% interest', 'Approval in seconds', '256-bit encryption'],
  },
  steps: {
    title: 'How it works',
    lead: 'Three simple steps to buying in instalments.',
    items: [
      {
        title: 'Choose a product',
        text: 'Pick a product at a partner merchant and choose NaRate as the payment option at checkout.',
      },
      {
        title: 'Sign up',
        text: 'Create your account once and get verified. The decision comes within seconds.',
      },
      {
        title: 'Get the product, pay in instalments',
        text: 'You get the product at once and pay in interest-free monthly instalments.',
      },
    ],
    stepLabel: 'Step',
  },
  widgets: {
    title: 'NaRate in your favourite shop',
    lead: 'This is how NaRate looks at partner merchants: the instalment price right beside the product and a payment button at checkout.',
    productCardTitle: 'On the product page',
    productName: 'Wireless Headphones Pro',
    productShop: 'TechShop Podgorica',
    productImageAlt: 'Illustration of wireless headphones',
    checkoutCardTitle: 'At checkout',
    cartLabel: 'Cart',
    cartItem: 'Sport smartwatch',
    total: 'Total',
    demoDialogTitle: 'This is a demo button',
    demoDialogText:
      'In a real shop this button opens NaRate checkout: you sign in, choose 3, 6 or 12 instalments, see the whole repayment plan and confirm the purchase. The decision comes within seconds.',
    demoDialogShop: 'Try the demo shop',
    close: 'Close',
  },
  app: {
    title: 'The NaRate app on your phone',
    lead: 'All your purchases and instalments in one place, in your pocket.',
    features: [
      'Overview of all purchases and instalments',
      'Instant payment notifications',
      'Readable offline too',
    ],
    qrTitle: 'Scan the QR code',
    qrText: 'Open the app page on your phone and install it, no app store needed.',
    qrAlt: 'QR code linking to the NaRate app page',
    qrLoading: 'Making the QR code…',
    qrError: 'The QR code is not available right now.',
    moreLink: 'More about the app',
    phoneBalance: 'Left to pay',
    phoneNext: 'Next instalment',
    phoneNotification: 'Instalment paid',
    phoneLabel: 'The NaRate app on a phone',
  },
  creditScore: {
    title: 'Your credit score grows with you',
    lead: 'You start with a score of 500 and a limit of up to €100. Verification and paying on time raise your score, and your limit with it.',
    levelsLabel: 'Credit score levels',
    score: 'Score {min}–{max}',
    limit: 'Limit up to {limit}',
    tips: [
      'Paying on time: +10 to +50 points',
      'Account age: +5 points a month',
      'More successful purchases raise the score gradually',
      'Using less of your limit improves the score',
    ],
  },
  audiences: {
    title: 'For shoppers and for businesses',
    buyers: {
      title: 'For shoppers',
      text: 'Buy what you need today and pay over a few months.',
      points: [
        '3, 6 or 12 interest-free instalments',
        'No hidden costs',
        'Approval within seconds',
        'Your limit grows as you pay on time',
      ],
      button: 'Start shopping',
    },
    businesses: {
      title: 'For businesses',
      text: 'Offer your customers instalments and get paid the next business day. NaRate carries the risk.',
      points: [
        'Paid out the next business day, by bank transfer',
        'The collection risk is ours',
        'No monthly subscription',
        'Fees only on successful transactions',
      ],
      button: 'Become a partner',
    },
    dialog: {
      title: 'How to shop with NaRate',
      description: 'Buying in instalments takes three steps:',
      steps: [
        'Choose a product at a partner merchant.',
        'Choose pay in instalments at checkout.',
        'Get the product now and pay in 3 monthly instalments.',
      ],
      close: 'Close',
      login: 'Log in',
    },
    welcomeBack: {
      title: 'Welcome back!',
      text: 'Here you can see your active instalments and exclusive offers.',
    },
  },
  security: {
    title: 'Your security comes first',
    lead: 'We protect your data the way banks do, and fraud detection watches every payment.',
    items: [
      { title: '256-bit encryption', text: 'All data travels and is stored encrypted.' },
      { title: 'GDPR compliance', text: 'Your data is yours and is used only with your consent.' },
      {
        title: 'Support on weekdays',
        text: 'Monday – Friday 09:00 – 17:00; at weekends we answer by email.',
      },
    ],
    link: 'Learn more about security',
  },
  finalCta: {
    title: 'Ready to shop smarter?',
    text: 'Join the shoppers who buy now and pay in interest-free instalments.',
    start: 'Get started',
    signup: 'Create a free account',
    contact: 'Contact us',
  },
};
