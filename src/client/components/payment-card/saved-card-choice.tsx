import { useState } from 'react';
import { describeCard } from '#shared/card';
import type { SavedCardView } from '#shared/saved-card';
import { useI18n } from '#client/i18n/i18n-context';

export type CardChoice = 'saved' | 'new';

/** The saved card when there is one, until the shopper picks a new card. */
export function useCardChoice(savedCard: SavedCardView | null) {
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const choice: CardChoice = savedCard ? (picked ?? 'saved') : 'new';
  return [choice, setPicked] as const;
}

/** "Plati karticom": the saved card (brand •••• 1234) or a new one. */
export function SavedCardChoice({
  card,
  choice,
  onChange,
}: {
  card: SavedCardView;
  choice: CardChoice;
  onChange(choice: CardChoice): void;
}) {
  const { t } = useI18n();
  const c = t.cards;
  const options: { value: CardChoice; label: string }[] = [
    { value: 'saved', label: c.payWithSaved(describeCard(card)) },
    { value: 'new', label: c.payWithNew },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{c.payWith}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name="pay-card"
            value={option.value}
            checked={choice === option.value}
            onChange={() => onChange(option.value)}
            className="h-4 w-4 accent-brand-700"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
