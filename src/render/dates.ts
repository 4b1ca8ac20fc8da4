// Dates as a reader says them ("27 November 2026"), in UTC: the runner's and the reader's time zones differ.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The UTC day of an ISO date or timestamp, e.g. `27 November 2026`; null when it is not a date. */
export function readableDate(iso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
