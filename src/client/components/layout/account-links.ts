import { ROUTES } from '#shared/routes';
import type { Catalogue } from '#shared/i18n/catalogue';

/**
 * Where a signed-in person goes from the avatar menu and the phone menu: the same list in both,
 * so every part of the account is one tap away, the full purchase list included (the dashboard
 * only shows the last five). Plain data: the phone menu is on every page's first load.
 */
export function accountLinks(t: Pick<Catalogue, 'shell'>) {
  const nav = t.shell.nav;
  return [
    { key: 'dashboard', to: ROUTES.dashboard, label: nav.dashboard },
    { key: 'purchases', to: ROUTES.transactions, label: nav.purchases },
    { key: 'cards', to: `${ROUTES.dashboard}#kartica`, label: nav.cards },
    { key: 'profile', to: `${ROUTES.dashboard}#profil`, label: nav.profile },
    { key: 'help', to: ROUTES.help, label: nav.help },
  ] as const;
}
