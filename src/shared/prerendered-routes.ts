import { ROUTES } from './routes';

/**
 * The pages built to static HTML in every locale at build time (scripts/prerender.mjs) and sent
 * by the server as they are, so they paint before any JavaScript runs. They show nothing that
 * depends on who is signed in until the browser has asked. Add a public page here to prerender it.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.howItWorks,
  ROUTES.about,
  ROUTES.security,
  ROUTES.contact,
  ROUTES.signup,
  ROUTES.auth,
  ROUTES.businessSignup,
  ROUTES.becomePartner,
  ROUTES.stores,
  ROUTES.help,
  ROUTES.app,
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.partnerTerms,
];

/** The 404 page is prerendered too, under this name; the server answers it with status 404. */
export const NOT_FOUND_PAGE = '404';

/** The file a prerendered page is written to, relative to the client build's prerendered/ folder. */
export function prerenderedFile(route: string, locale: string): string {
  const name = route === ROUTES.home ? 'index' : route.replace(/^\//, '').replace(/\//g, '__');
  return `${locale}/${name}.html`;
}
