/**
 * A date input's "YYYY-MM-DD" as the instant its local day starts, or (with nextDay) ends:
 * the admin means days on their own calendar, and the server compares instants.
 */
export function localDayStart(day: string, nextDay = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]) + (nextDay ? 1 : 0),
  );
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
