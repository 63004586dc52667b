import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

/**
 * The "from" and "to" day filters of an admin list; each bounds the other, so the browser's date
 * picker never offers a range that ends before it starts.
 */
export function DateRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <FormField label={fromLabel}>
        <Input
          type="date"
          name="from"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label={toLabel}>
        <Input
          type="date"
          name="to"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
}
