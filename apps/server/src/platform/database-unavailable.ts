// A database that cannot be reached (restarted, failed over, connections cut) is an outage, not a bug:
// the request is answered 503 with a clear message and Retry-After, and the pool reconnects on its own.

export const databaseUnavailableMessage =
  'The service cannot reach its database for the moment. Please try again in a few seconds.';
export const databaseRetryAfterSeconds = 2;

// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or starting up), 53300 (too
// many connections): https://www.postgresql.org/docs/current/errcodes-appendix.html
const sqlStatePattern = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres's own wording when its socket goes away or a pooled connection cannot be had in time.
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = chainOf(error);
  // A failed fetch (object storage, address lookup) is another service's outage, not the database's.
  if (chain.some((link) => link instanceof TypeError && link.message === 'fetch failed')) return false;
  return chain.some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (sqlStatePattern.test(code) || socketCodes.has(code))) return true;
    return driverMessages.some((pattern) => pattern.test(link.message));
  });
}
