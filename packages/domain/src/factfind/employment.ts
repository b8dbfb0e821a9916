// 'Not Working' and 'Retired' count as not employed; 'Retired' counts as retired. A status not yet
// chosen is neither.
const notEmployed = new Set(['Not Working', 'Retired']);

export function isEmployed(status: unknown): boolean {
  return typeof status === 'string' && status !== '' && !notEmployed.has(status);
}

export function isRetired(status: unknown): boolean {
  return status === 'Retired';
}
