import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  CircleQuestionMark,
  CreditCard,
  LayoutDashboard,
  LogOut,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SessionUserView } from '#shared/session';
import { useSignOut } from '#client/lib/auth/use-sign-out';
import { useI18n } from '#client/i18n/i18n-context';
import { accountLinks } from './account-links';

const ICONS = {
  dashboard: LayoutDashboard,
  purchases: ShoppingBag,
  cards: CreditCard,
  profile: UserRound,
  help: CircleQuestionMark,
};

function initials(user: SessionUserView): string {
  const source = user.displayName?.trim() || user.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || 'N';
}

/** Avatar button with the account's places and sign-out (the signed-in half of the top navigation). */
export function AccountMenu({ user }: { user: SessionUserView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const avatar = user.user_metadata.avatar_url;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t.shell.nav.accountMenu}
        className="grid h-10 w-10 place-items-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {avatar ? (
          <img src={avatar} alt="" className="h-full w-full object-cover" />
        ) : (
          initials(user)
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-slate-600">
            {user.displayName ?? user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinks(t).map(({ key, to, label }) => {
            const Icon = ICONS[key];
            return (
              <DropdownMenu.Item
                key={key}
                onSelect={() => void navigate(to)}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t.shell.nav.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
