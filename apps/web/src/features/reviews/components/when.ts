// A moment as the review screens write it: '2 January 2027, 10:15', UK time.
const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatWhen = (iso: string) => format.format(new Date(iso));
