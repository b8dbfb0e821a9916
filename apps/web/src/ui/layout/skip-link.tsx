import type { MouseEvent } from 'react';

export const mainContentId = 'main';

// WCAG 2.4.1: the first stop for keyboard users, visible only when focused. Moving focus in code keeps
// the URL free of a #main the router would treat as navigation.
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-primary-action px-4 py-3 text-sm font-semibold text-primary-on-action focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
