import { type WorkspaceHint, workspaceHintCookie } from '@atrium/domain/session/workspace-hint';
import { useEffect } from 'react';

// The cookie that tells the server which signed-in frame to draw first (docs/decisions/015-signed-in-first-paint.md):
// written while a signed-in page is open, for as long as the session lasts, and removed when the session ends.
// Nothing secret is in it; the session stays in localStorage.
export function writeWorkspaceHint(
  hint: WorkspaceHint | null,
  expiresAt: string | null,
  now = Date.now(),
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const seconds = hint && Number.isFinite(expiry) ? Math.floor((expiry - now) / 1000) : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the portal serves
  document.cookie =
    seconds > 0
      ? `${workspaceHintCookie}=${hint}; Path=/; Max-Age=${seconds}; SameSite=Lax${secure}`
      : `${workspaceHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

// The signed-in layouts keep the hint in step with their session: set while signed in, gone once signed out.
export function useWorkspaceHint(hint: WorkspaceHint | null, expiresAt: string | null): void {
  useEffect(() => writeWorkspaceHint(hint, expiresAt), [hint, expiresAt]);
}
