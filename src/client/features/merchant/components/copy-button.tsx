import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';

/** Copies a value to the clipboard and says so (aria-live) for a moment. */
export function CopyButton({ value }: { value: string }) {
  const { t } = useI18n();
  const k = t.merchant.keys;
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <span aria-live="polite">{copied ? k.copied : k.copy}</span>
    </Button>
  );
}
