import { calculator } from './calculator';
import { landing } from './landing';
import { pages } from './pages';
import { shell } from './shell';
import { widgets } from './widgets';

/**
 * The sections the first page needs (the shell, the landing page and its calculator and widgets);
 * the rest of the catalogue loads with the first page that uses it (see catalogue.ts).
 */
export const core = { calculator, landing, pages, shell, widgets };
