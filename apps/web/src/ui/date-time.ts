// Dates and times as a UK reader expects them, in the browser's own time zone: "14 Feb 2026", "14 Feb 2026, 14:05".
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

// A plain date (YYYY-MM-DD) as "14 Feb 1990", without the time zone moving it a day.
export function formatBirthDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat.format(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}
