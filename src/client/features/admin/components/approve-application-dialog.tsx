import { useState } from 'react';
import type { PartnerApplicationView } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import {
  DEFAULT_ENTERPRISE_FEE_BASIS_POINTS,
  defaultPricingTier,
  formatFeePercent,
  PRICING_TIERS,
  pricingTier,
  type PricingTierId,
} from '#shared/pricing-tiers';
import { ApproveApplicationSchema } from '#shared/validation/admin-schemas';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { DecisionDialog } from './decision-dialog';

/** "2,5" or "2.5" percent → 250 basis points; null when it is not a number. */
function percentToBasisPoints(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Picks the pricing tier (suggested from the stated revenue) and, for Enterprise, the fee. */
export function ApproveApplicationDialog({
  application,
  open,
  onOpenChange,
}: {
  application: PartnerApplicationView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.admin.applications;
  const suggested = defaultPricingTier(application.monthlyRevenue);
  const [tier, setTier] = useState<PricingTierId>(suggested);
  const [fee, setFee] = useState(String(DEFAULT_ENTERPRISE_FEE_BASIS_POINTS / 100));
  const [error, setError] = useState<string | undefined>();
  const percent = (bp: number) => formatFeePercent(bp, locale === 'en' ? 'en' : 'sr-Latn-ME');

  const toDecision = () => {
    const basisPoints = tier === 'enterprise' ? percentToBasisPoints(fee) : undefined;
    const parsed = ApproveApplicationSchema.safeParse({
      pricingTier: tier,
      feeBasisPoints: basisPoints,
    });
    if (basisPoints === null || !parsed.success) {
      setError(labels.feeInvalid);
      return null;
    }
    setError(undefined);
    return { kind: 'approve', input: parsed.data } as const;
  };

  return (
    <DecisionDialog
      application={application}
      open={open}
      onOpenChange={onOpenChange}
      title={labels.approveTitle}
      description={fillTemplate(labels.approveText, { company: application.companyName })}
      confirmLabel={labels.confirmApprove}
      successText={fillTemplate(labels.approved, { company: application.companyName })}
      toDecision={toDecision}
    >
      <FormField
        label={labels.tier}
        hint={fillTemplate(labels.tierSuggested, { tier: pricingTier(suggested).name })}
      >
        <Select
          name="pricingTier"
          value={tier}
          onChange={(event) => setTier(event.target.value as PricingTierId)}
        >
          {PRICING_TIERS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.feeBasisPoints !== null ? ` — ${percent(option.feeBasisPoints)}` : ''}
            </option>
          ))}
        </Select>
      </FormField>
      {tier === 'enterprise' && (
        <FormField label={labels.fee} hint={labels.feeHint} error={error}>
          <Input
            name="feePercent"
            inputMode="decimal"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
          />
        </FormField>
      )}
    </DecisionDialog>
  );
}
