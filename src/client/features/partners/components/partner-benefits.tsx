import { BadgeCheck, Banknote, ShieldCheck, TrendingUp } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';

const ICONS = [Banknote, ShieldCheck, TrendingUp, BadgeCheck];

export function PartnerBenefits() {
  const { t } = useI18n();
  return (
    <Card className="bg-brand-900 p-6 text-white">
      <h2 className="text-xl font-bold">{t.partners.benefits.title}</h2>
      <ul className="mt-4 space-y-4">
        {t.partners.benefits.items.map((item, index) => {
          const Icon = ICONS[index] ?? BadgeCheck;
          return (
            <li key={item.title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <div>
                <p className="font-semibold">{item.title}</p>
                <p className="text-sm text-brand-100">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
