// The firm of each user an event is published to, for the firm's Redis channel (decision 018).
// Users held by this instance's sockets are known from their subscription (held); anyone else is looked up once,
// in one query per tick for every user not yet known, and remembered: a user's firm never changes (nothing
// updates users.firm_id) and ids are never reused, so what is remembered stays true. The remembered users are
// bounded (the oldest forgotten first), so memory does not grow with the platform's users.
export type FirmsOfUsers = (userIds: number[]) => Promise<Map<number, number>>;

// Hands an event to its firm's channel; answers the receiver count.
export type SendToFirm = (firmId: number, userId: number, event: string, data: string) => Promise<number>;

type Waiting = { event: string; data: string; resolve: (count: number | Promise<number>) => void };

export type FirmDirectory = {
  // Sends at once when the firm is known (so a tick's events leave together, and nothing is allocated per event),
  // else after the lookup. A user's events are sent in the order they came, lookups or not; a user with no firm (no
  // such user) answers 0, and so does an event whose lookup failed, once `failed` has been told.
  route(userId: number, event: string, data: string): Promise<number>;
};

export function createFirmDirectory(options: {
  firmsOfUsers: FirmsOfUsers;
  held: (userId: number) => number | undefined;
  send: SendToFirm;
  failed: (userId: number, event: string, data: string, error: unknown) => void;
  maxRemembered?: number;
}): FirmDirectory {
  const { firmsOfUsers, held, send, failed } = options;
  const maxRemembered = options.maxRemembered ?? 100_000;
  const remembered = new Map<number, number>();
  // Users being looked up, with what waits for them: while a user is here every event for them queues behind.
  const waiting = new Map<number, Waiting[]>();
  let toLookUp: number[] = [];

  function remember(userId: number, firmId: number): void {
    remembered.set(userId, firmId);
    if (remembered.size > maxRemembered) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
  }

  function lookUp(): void {
    const userIds = toLookUp;
    toLookUp = [];
    firmsOfUsers(userIds).then(
      (firms) => {
        // Synchronously, user by user: nothing published meanwhile can overtake what waited.
        for (const userId of userIds) {
          const firmId = held(userId) ?? firms.get(userId);
          if (firmId !== undefined) remember(userId, firmId);
          const queue = waiting.get(userId) ?? [];
          waiting.delete(userId);
          for (const item of queue) {
            if (firmId === undefined) item.resolve(0);
            else item.resolve(send(firmId, userId, item.event, item.data));
          }
        }
      },
      (error: unknown) => {
        for (const userId of userIds) {
          const queue = waiting.get(userId) ?? [];
          waiting.delete(userId);
          for (const item of queue) {
            failed(userId, item.event, item.data, error);
            item.resolve(0);
          }
        }
      },
    );
  }

  return {
    route(userId, event, data) {
      const queue = waiting.get(userId);
      if (!queue) {
        const firmId = held(userId) ?? remembered.get(userId);
        if (firmId !== undefined) return send(firmId, userId, event, data);
      }
      return new Promise<number>((resolve) => {
        if (queue) {
          queue.push({ event, data, resolve });
          return;
        }
        waiting.set(userId, [{ event, data, resolve }]);
        if (toLookUp.length === 0) queueMicrotask(lookUp);
        toLookUp.push(userId);
      });
    },
  };
}
