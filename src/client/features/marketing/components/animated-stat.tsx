import { useCountUp } from '#client/lib/use-count-up';

/** A product figure ("12" instalments) that counts up once visible (not with reduced motion). */
export function AnimatedStat({ value, label }: { value: number; label: string }) {
  const { ref, value: shown } = useCountUp<HTMLParagraphElement>(value);
  return (
    <div className="rounded-2xl bg-white/10 p-6 text-center">
      <p
        ref={ref}
        data-testid="stat-value"
        className="text-5xl font-extrabold tabular-nums"
        aria-hidden="true"
      >
        {shown}
      </p>
      <p className="sr-only">{value}</p>
      <p className="mt-2 text-brand-100">{label}</p>
    </div>
  );
}
