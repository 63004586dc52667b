import { about } from './about';
import { admin } from './admin';
import { app } from './app';
import { auth } from './auth';
import { calculator } from './calculator';
import { calendar } from './calendar';
import { cards } from './cards';
import { checkout } from './checkout';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { demoShop } from './demo-shop';
import { devMailbox } from './dev-mailbox';
import { disputes } from './disputes';
import { errors } from './errors';
import { help } from './help';
import { howItWorks } from './how-it-works';
import { landing } from './landing';
import { legal } from './legal';
import { lending } from './lending';
import { merchant } from './merchant';
import { notifications } from './notifications';
import { pages } from './pages';
import { partners } from './partners';
import { payoutAccount } from './payout-account';
import { plans } from './plans';
import { rights } from './rights';
import { security } from './security';
import { shell } from './shell';
import { shopping } from './shopping';
import { validation } from './validation';
import { widgets } from './widgets';

/** Every Montenegrin (Latin) UI string: the default locale and the shape English must mirror. */
export const me = {
  about,
  admin,
  app,
  auth,
  calculator,
  calendar,
  cards,
  checkout,
  contact,
  dashboard,
  demoShop,
  devMailbox,
  disputes,
  errors,
  help,
  howItWorks,
  landing,
  legal,
  lending,
  merchant,
  notifications,
  pages,
  partners,
  payoutAccount,
  plans,
  rights,
  security,
  shell,
  shopping,
  validation,
  widgets,
};

export type Catalogue = typeof me;
