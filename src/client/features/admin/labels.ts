/** A stored reason in words; a reason the catalogue does not know is shown as stored. */
export function reasonLabel(labels: Record<string, string>, reason: string): string {
  return labels[reason] ?? reason;
}
