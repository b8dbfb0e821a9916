// Which workspace a browser was last signed in to, in a cookie the server reads when it draws a page's first paint
// (docs/decisions/015-signed-in-first-paint.md). It holds no secret and grants nothing: the session itself stays in
// localStorage (sessionStorageKeys), and every API call is still authenticated by its bearer token. A stale or forged
// hint changes only which placeholder the page shows until its JavaScript has run.
export const workspaceHintCookie = 'atrium_workspace';

export type WorkspaceHint = 'client' | 'staff';

export function parseWorkspaceHint(value: string | undefined): WorkspaceHint | null {
  return value === 'client' || value === 'staff' ? value : null;
}
