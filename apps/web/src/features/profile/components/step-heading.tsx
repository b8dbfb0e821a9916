import type { ReactNode } from 'react';

// Stable, so React calls it once as the heading mounts, not on every render.
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

// The heading of a step that replaces the one before: focused as it appears, so keyboard and screen
// reader users land on it instead of at the top of the page.
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h3
      ref={focusOnMount}
      tabIndex={-1}
      // Clear of the sticky header when focus scrolls it into view (WCAG 2.4.11).
      className="scroll-mt-24 text-base font-semibold text-gray-900 outline-none dark:text-gray-50"
    >
      {children}
    </h3>
  );
}
