import type { partners as me } from '../me/partners';

export const partners: typeof me = {
  hero: {
    eyebrow: 'For merchants',
    title: 'Become a NaRate partner',
    lead: 'Offer your customers interest-free instalments. You are paid at once and we carry the risk.',
  },
  form: {
    title: 'Partnership application',
    intro: 'Fill in your company and contact details. We reply within one business day.',
    companySection: 'Company details',
    contactSection: 'Contact person',
    companyName: 'Company name',
    pib: 'Tax number (PIB)',
    pibHint: '8 digits (Montenegro) or 9 digits (Serbia)',
    businessType: 'Business type',
    businessTypePlaceholder: 'Choose a business type',
    website: 'Website (optional)',
    websitePlaceholder: 'https://your-company.me',
    monthlyRevenue: 'Monthly revenue',
    monthlyRevenuePlaceholder: 'Choose a revenue range',
    contactFirstName: 'First name',
    contactLastName: 'Last name',
    contactEmail: 'Email',
    contactPhone: 'Phone (optional)',
    contactPhonePlaceholder: '+382 20 123 456',
    message: 'Message (optional)',
    messagePlaceholder: 'Tell us about your business and plans.',
    agreeToTerms: 'I accept the partner terms of use and privacy policy.',
    submit: 'Send application',
    submitting: 'Sending…',
  },
  businessTypes: {
    retail: 'Retail',
    ecommerce: 'Online shop (e-commerce)',
    services: 'Services',
    electronics: 'Electronics',
    fashion: 'Fashion and clothing',
    other: 'Other',
  },
  monthlyRevenueRanges: {
    '0-10k': '€0 – €10,000',
    '10k-50k': '€10,000 – €50,000',
    '50k-100k': '€50,000 – €100,000',
    '100k+': 'Over €100,000',
  },
  toast: {
    successTitle: 'Success!',
    successDescription: 'Your application has been sent. We will contact you soon!',
    errorTitle: 'Error',
    errorDescription: 'The application could not be sent. Please try again.',
  },
  benefits: {
    title: 'Why NaRate?',
    items: [
      {
        title: 'Paid at once',
        text: 'You receive the money for every sale at once; the buyer pays in instalments.',
      },
      { title: 'The risk is ours', text: 'NaRate carries the collection risk. You just sell.' },
      {
        title: 'Up to +25% more sales',
        text: 'Buyers with a bigger budget buy more, and conversion grows up to 3 times.',
      },
      {
        title: 'Pay only for success',
        text: 'The fee is charged only on successful transactions. No monthly subscription.',
      },
    ],
  },
  pricing: {
    title: 'Pricing plans',
    intro: 'A fee per successful transaction, by your monthly sales volume through NaRate.',
    perTransaction: 'per transaction',
    custom: 'Custom',
    starter: 'Up to €5,000 a month',
    growth: 'Up to €20,000 a month',
    enterprise: 'Over €20,000 a month',
  },
  process: {
    title: 'How you become a partner',
    steps: [
      { title: 'Send the application', text: 'Fill in the form on this page.' },
      { title: 'Talk with our team', text: 'Our team contacts you and agrees the details.' },
      { title: 'Integration', text: 'You connect your shop with our help and documentation.' },
      { title: 'Go live', text: 'Your customers can pay in instalments.' },
    ],
  },
  personal: {
    text: 'Looking for a personal account to buy in instalments?',
    link: 'Sign up',
  },
};
