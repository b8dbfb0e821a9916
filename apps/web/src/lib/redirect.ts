// After login the user returns to where they were going, but only to a path of this app: an
// absolute or protocol-relative URL in ?redirect= would make the login page an open redirect.
export function safeRedirectPath(target: unknown, origin: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.pathname === '/login' ? '/' : path;
  } catch {
    return '/';
  }
}
