import { about } from './about';
import { admin } from './admin';
import { app } from './app';
import { auth } from './auth';
import { calculator } from './calculator';
import { checkout } from './checkout';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { demoShop } from './demo-shop';
import { devMailbox } from './dev-mailbox';
import { errors } from './errors';
import { howItWorks } from './how-it-works';
import { landing } from './landing';
import { legal } from './legal';
import { lending } from './lending';
import { merchant } from './merchant';
import { pages } from './pages';
import { partners } from './partners';
import { plans } from './plans';
import { security } from './security';
import { shell } from './shell';
import { validation } from './validation';
import { widgets } from './widgets';

/** Every Montenegrin (Latin) UI string: the default locale and the shape English must mirror. */
export const me = {
  about,
  admin,
  app,
  auth,
  calculator,
  checkout,
  contact,
  dashboard,
  demoShop,
  devMailbox,
  errors,
  howItWorks,
  landing,
  legal,
  lending,
  merchant,
  pages,
  partners,
  plans,
  security,
  shell,
  validation,
  widgets,
};

export type Catalogue = typeof me;
