import type { app as me } from '../me/app';

export const app: typeof me = {
  title: 'The NaRate app',
  badge: 'No app store needed',
  lead: 'Install NaRate on your phone or computer straight from the browser: your purchases, instalments and receipts are always at hand, even offline.',
  featuresTitle: 'What the app does',
  features: [
    {
      title: 'Purchases and instalments',
      text: 'Every purchase, its repayment plan and its receipts on one screen.',
    },
    {
      title: 'Instalment notifications',
      text: 'A reminder before a due date and a confirmation as soon as an instalment is paid.',
    },
    {
      title: 'Works offline too',
      text: 'What you have already opened stays readable offline; paying waits for the connection.',
    },
  ],
  install: 'Install the app',
  installed: 'The app is installed. Open it from your home screen.',
  installDismissed: 'Installation cancelled. You can start it again whenever you like.',
  installUnavailable:
    'Your browser does not offer installation here: follow the steps below for your device.',
  iosTitle: 'On iPhone and iPad',
  iosSteps: [
    'Open this page in Safari.',
    'Tap the Share button (the square with an arrow).',
    'Choose “Add to Home Screen” and confirm.',
  ],
  howTitle: 'How to install',
  androidTitle: 'Android',
  androidSteps: [
    'Open this page in Chrome.',
    'Tap “Install the app” or the ⋮ menu → “Install app”.',
    'NaRate appears among the apps on your phone.',
  ],
  desktopTitle: 'Computer',
  desktopSteps: [
    'Open this page in Chrome or Edge.',
    'Click “Install the app” or the install icon in the address bar.',
    'NaRate opens in its own window, like any app.',
  ],
  qrTitle: 'Open it on your phone',
  qrText: 'Scan the QR code with your phone camera: it opens this page, where you install the app.',
  qrAlt: 'QR code linking to the NaRate app page',
  qrLoading: 'Making the QR code…',
  qrError: 'The QR code is not available right now.',
  startTitle: 'No account yet?',
  startText: 'The app shows your purchases and instalments: sign in or create an account.',
  startSignedIn: 'Your purchases and instalments are waiting in your account.',
  dashboard: 'Go to my account',
  signup: 'Create an account',
  offlineSince: 'Data from {time}',
  offlineTitle: 'No internet connection',
  offlineText:
    'Showing the data saved on this device. Paying, saving a card and anything that changes money work once the connection is back.',
  needsNetwork: 'This needs an internet connection.',
};
