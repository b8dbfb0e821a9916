import { type ReactNode, useEffect, useState } from 'react';
import type { DialogProps } from './dialog-props.ts';
import { fetchModule, onDemand } from './on-demand-popup.tsx';

// Radix Dialog and what it brings (focus scope, scroll lock, aria-hidden: about 12 kB brotli) is downloaded the
// first time any dialog opens, not with every page that has a closed one (bench/README.md, "Bytes as received").
const dialogView = onDemand(() => import('./dialog-view.tsx'));

// Starts the download (ahead of an open that is likely: the test setup, a page that opens one at once).
export function preloadDialog(): Promise<unknown> {
  return fetchModule(dialogView);
}

// A modal dialog; every dialog of the app is this one (dialog-view.tsx). Closed and never opened, it renders
// nothing and loads nothing; opened, it renders as soon as its code is there (at once after the first time).
export function Dialog(props: DialogProps) {
  const [loaded, setView] = useState(() => dialogView.loaded);
  // Another dialog may have loaded it since this one mounted.
  const view = loaded ?? dialogView.loaded;
  const shouldLoad = props.open && !view;
  useEffect(() => {
    if (!shouldLoad) return;
    let isCurrent = true;
    fetchModule(dialogView).then(
      (module) => {
        if (isCurrent) setView(module);
      },
      // Not downloaded (offline, a new deploy): the next open tries again.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [shouldLoad]);
  if (!view) return null;
  return <view.DialogView {...props} />;
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
