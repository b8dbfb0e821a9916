// Poll the latest-build manifest (build-manifest.json, apps/web/build-manifest-plugin.ts); reload on a new build, at most once per 10 s.
export const buildPollIntervalMs = 5 * 60 * 1000;
export const reloadGuardMs = 10_000;
export const lastReloadStorageKey = 'atrium.lastBuildReloadAt';

export type ReloadDecision = {
  runningBuildId: string;
  latestBuildId: string | null;
  lastReloadAt: number | null;
  now: number;
};

export function shouldReload({ runningBuildId, latestBuildId, lastReloadAt, now }: ReloadDecision): boolean {
  if (!latestBuildId || latestBuildId === runningBuildId) return false;
  // The guard stops a reload loop when the server briefly serves a manifest newer than its index.html.
  return lastReloadAt === null || now - lastReloadAt >= reloadGuardMs;
}

export type BuildWatchOptions = {
  runningBuildId: string;
  fetchLatestBuildId: () => Promise<string | null>;
  reload: () => void;
  // sessionStorage in the app: the guard must survive the reload it guards, but stay per tab.
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now?: () => number;
  intervalMs?: number;
};

export function startBuildWatch(options: BuildWatchOptions): () => void {
  const { runningBuildId, fetchLatestBuildId, reload, storage, target, document: doc } = options;
  const now = options.now ?? Date.now;
  let checking = false;

  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const latestBuildId = await fetchLatestBuildId();
      const stored = Number(storage.getItem(lastReloadStorageKey));
      const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
      if (shouldReload({ runningBuildId, latestBuildId, lastReloadAt, now: now() })) {
        storage.setItem(lastReloadStorageKey, String(now()));
        reload();
      }
    } catch {
      // A failed poll changes nothing; the next interval or focus tries again.
    } finally {
      checking = false;
    }
  };

  const onFocus = () => void check();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const timer = setInterval(onFocus, options.intervalMs ?? buildPollIntervalMs);
  target.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    target.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

// The manifest is a static file of the app's own origin, not an API call, so it bypasses lib/http
// (no token, no session-expiry handling); a failed poll just waits for the next one.
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/build-manifest.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    // Its schema comes with the first poll (minutes after the start), off the first paint's path.
    const { buildManifestSchema } = await import('@atrium/domain/contract/config');
    const parsed = buildManifestSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.buildId : null;
  } catch {
    return null;
  }
}
