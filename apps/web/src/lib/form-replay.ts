import { useEffect, useRef } from 'react';
import { useIsHydrated } from '../ui/hydration.ts';

declare global {
  interface Window {
    // Set by public/form-replay.js: a server-rendered form sent before hydration.
    __atriumHeldSubmit?: HTMLFormElement;
  }
}

// For a form the server renders (entry-server.tsx): spread `props` on the <form>. Before hydration a submit is held
// by public/form-replay.js (the browser does not send the form itself); once hydrated the form says so and sends a
// held submit again, through its own onSubmit, with what was typed.
export function useFormReplay() {
  const ref = useRef<HTMLFormElement>(null);
  const isHydrated = useIsHydrated();
  useEffect(() => {
    const form = ref.current;
    if (!isHydrated || !form || window.__atriumHeldSubmit !== form) return;
    window.__atriumHeldSubmit = undefined;
    form.requestSubmit();
  }, [isHydrated]);
  return {
    ref,
    'data-replay-submit': '',
    // Absent in the server's render and the hydrating one (the same markup), present from the next render on.
    'data-hydrated': isHydrated ? 'true' : undefined,
  } as const;
}
