import type { AuthContext } from '../../platform/authenticate.ts';
import type { SessionEvents } from '../../platform/realtime/realtime.ts';

// What a bearer token resolved to, kept per instance so a session's next requests skip the token lookup
// (one of the two or three PostgreSQL round trips of every authenticated read and save; bench/README.md).
//
// Correct first. An entry is used only while all of these hold, and otherwise the lookup runs as before:
// - nothing that ends or changes a session was heard since it was read. Every path that ends a session already
//   calls RealtimePublisher.sessionsEnded (logout, other sessions signed out, password change or reset, MFA reset,
//   deactivation, portal access off, erasure) and a role change calls sessionsChanged: each drops the user's
//   entries on this instance at once and on every other through the broker (platform/realtime/realtime.ts);
// - this instance hears every such message (the broker's listening epoch: with Redis disconnected nothing is
//   served from memory, and what was cached before a gap is never served after it);
// - the token's absolute expiry has not passed (kept with the entry, checked on every use);
// - its last use as the database knows it is under a minute old (auth/service.ts touchIntervalMs): so the idle
//   timeout is decided exactly as before, `last_used_at` is still written once a minute, and anything changed
//   behind the server's back (SQL by hand) is seen within a minute;
// - the token is past its second factor: a pending token changes when verified without ending, so it is never kept.
// A lookup that was running while a session event arrived is not stored (its row may predate the event).

export type CachedSession = {
  auth: AuthContext;
  expiresAt: number;
  // When `last_used_at` (or, never used, `created_at`) says the token was last active, in ms.
  lastActiveAt: number;
};

export type SessionCacheOptions = {
  events: SessionEvents;
  // How long after its last recorded activity an entry may be used (the token touch interval).
  freshForMs: number;
  maxEntries?: number;
};

export function createSessionCache({ events, freshForMs, maxEntries = 50_000 }: SessionCacheOptions) {
  // By token hash and host (a token is good only at its firm's hosts); Map order is insertion order, the oldest
  // first, for the size bound.
  const entries = new Map<string, CachedSession & { epoch: number }>();
  const keysByUser = new Map<number, Set<string>>();
  // Bumped by every session event: a lookup stores its answer only if none arrived while it ran.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.auth.userId);
    keys?.delete(key);
    if (keys && keys.size === 0) keysByUser.delete(entry.auth.userId);
  };

  events.subscribe((userId, sessionIds) => {
    generation += 1;
    if (userId === 'everyone') {
      entries.clear();
      keysByUser.clear();
      return;
    }
    for (const key of [...(keysByUser.get(userId) ?? [])]) {
      const entry = entries.get(key);
      if (entry && (sessionIds === 'all' || sessionIds.has(entry.auth.tokenId))) remove(key);
    }
  });

  const keyOf = (tokenHash: string, host: string) => `${tokenHash} ${host}`;

  return {
    // The session for this token at this host, if memory may answer for the database now.
    get(tokenHash: string, host: string, now: number): AuthContext | null {
      const key = keyOf(tokenHash, host);
      const entry = entries.get(key);
      if (!entry) return null;
      if (
        entry.epoch !== events.epoch() ||
        now >= entry.expiresAt ||
        now - entry.lastActiveAt >= freshForMs
      ) {
        remove(key);
        return null;
      }
      return entry.auth;
    },

    // Taken before a lookup, handed to `set` after it.
    begin(): { generation: number; epoch: number | null } {
      return { generation, epoch: events.epoch() };
    },

    set(
      tokenHash: string,
      host: string,
      session: CachedSession,
      started: { generation: number; epoch: number | null },
    ): void {
      if (session.auth.mfaPending) return;
      if (started.epoch === null || started.generation !== generation || started.epoch !== events.epoch())
        return;
      const key = keyOf(tokenHash, host);
      remove(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(key, { ...session, auth: Object.freeze({ ...session.auth }), epoch: started.epoch });
      const keys = keysByUser.get(session.auth.userId) ?? new Set<string>();
      keys.add(key);
      keysByUser.set(session.auth.userId, keys);
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
