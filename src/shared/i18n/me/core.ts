import { calculator } from './calculator';
import { landing } from './landing';
import { homeMeta } from './home-meta';
import { shell } from './shell';
import { widgets } from './widgets';

/**
 * The sections the first page needs (the shell, the landing page and its calculator and widgets,
 * and of the page titles only the landing page's); the rest of the catalogue loads with the first
 * page that uses it (see catalogue.ts).
 */
export const core = { calculator, landing, pages: { home: homeMeta }, shell, widgets };
