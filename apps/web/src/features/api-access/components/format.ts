// Times as the firm reads them: UK style, in the browser's zone (the firm's staff are in the UK or Ireland).
const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const dateTime = (iso: string) => format.format(new Date(iso));
