import { useEffect } from 'react';
import { pendingSaveCount } from '../save-queue.ts';

// While saves are still queued or in flight, leaving the page would lose them: the browser asks first.
export function useUnsavedChangesWarning(target: Window = window): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pendingSaveCount() === 0) return;
      event.preventDefault();
    };
    target.addEventListener('beforeunload', onBeforeUnload);
    return () => target.removeEventListener('beforeunload', onBeforeUnload);
  }, [target]);
}
