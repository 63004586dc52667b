import { Apple, Play } from 'lucide-react';
import { fillTemplate } from '../../../../shared/i18n/format';
import { useI18n } from '../../../i18n/i18n-context';

/** App Store and Google Play badges marked "Uskoro": not links, the apps are not out yet. */
export function StoreBadges() {
  const { t } = useI18n();
  const a = t.landing.app;
  const stores = [
    { name: a.appStore, Icon: Apple },
    { name: a.googlePlay, Icon: Play },
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {stores.map(({ name, Icon }) => (
        <li
          key={name}
          aria-label={fillTemplate(a.storeBadge, { store: name })}
          className="flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-white"
        >
          <Icon aria-hidden="true" className="h-6 w-6" />
          <span aria-hidden="true" className="leading-tight">
            <span className="block text-xs uppercase tracking-wide text-slate-300">
              {a.comingSoon}
            </span>
            <span className="block font-semibold">{name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
