import type { ComponentProps } from 'react';
import type { AuthValueProvider } from '../lib/auth/auth-context';

/** A signed-in admin as the pages see it, for component tests of admin screens. */
export const signedInAdmin: ComponentProps<typeof AuthValueProvider>['value'] = {
  status: 'signed-in',
  user: null,
  isAdmin: true,
  setSession: () => undefined,
  refresh: async () => undefined,
  signOut: async () => undefined,
};
