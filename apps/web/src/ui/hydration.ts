import { useSyncExternalStore } from 'react';

const never = () => () => {};

// False while the server renders a page and while the browser hydrates that render (main.tsx), true from the render
// after: what depends on the browser (stored preferences, a form that can be sent) switches on without the hydrated
// markup differing from the server's. True at once in a page the browser renders by itself.
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
