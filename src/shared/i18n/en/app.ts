import type { app as me } from '../me/app';

export const app: typeof me = {
  title: 'The NaRate app',
  badge: 'Coming soon',
  lead: 'We are building the app for iOS and Android. Until then you can do everything on the web.',
  featuresTitle: 'What is coming',
  features: [
    { title: 'Purchase overview', text: 'All purchases and remaining instalments on one screen.' },
    {
      title: 'Instant notifications',
      text: 'A notice as soon as an instalment is paid or falls due.',
    },
    { title: 'App-only offers', text: 'Exclusive deals from partner merchants.' },
  ],
  storesTitle: 'Coming soon to the stores',
  newsletterTitle: 'Want to be the first to know?',
  newsletterText:
    'Create an account and tick the newsletter box: we will tell you as soon as the app is out.',
  newsletterSignedIn:
    'If you ticked the newsletter box when you signed up, we will email you as soon as the app is out.',
  dashboard: 'Go to my account',
  signup: 'Create an account',
  web: 'Continue on the web',
};
