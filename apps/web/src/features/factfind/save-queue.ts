// Saves are serialised across the whole app. While one save is in flight, a new one waits
// and tries again every 40 ms, so two properties never race each other to the server.
export const saveRetryDelayMs = 40;

let isSaving = false;
let pending = 0;

export function isSaveInFlight(): boolean {
  return isSaving;
}

// Saves queued or in flight; a page about to unload with some still pending would lose them.
export function pendingSaveCount(): number {
  return pending;
}

export function runSerialisedSave<T>(save: () => Promise<T>): Promise<T> {
  pending += 1;
  return new Promise<T>((resolve, reject) => {
    const attempt = () => {
      if (isSaving) {
        setTimeout(attempt, saveRetryDelayMs);
        return;
      }
      isSaving = true;
      // A failed update still clears the in-progress flag.
      const settle = () => {
        isSaving = false;
        pending -= 1;
      };
      save().then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    };
    attempt();
  });
}
