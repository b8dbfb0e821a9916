import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';

// A link of the primary navigation and its badge, shared by the bar (primary-nav.tsx) and the menu below lg
// (primary-nav-menu.tsx, loaded on demand).
// badge: a count shown beside the label (unread messages), followed by " unread" for screen readers. isSection:
// the link stays current on the pages below it too (Clients on a client's page).
export type NavItem = {
  to: LinkProps['to'] & string;
  label: string;
  icon: LucideIcon;
  badge?: number;
  isSection?: boolean;
};

// WCAG 2.5.3 (label in name): the link is named by what it shows, so its name is "Messages 3 unread" while it
// shows "Messages 3"; a speech user says what they see.
export function NavBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
      {count > 99 ? '99+' : count} <span className="sr-only">unread</span>
    </span>
  );
}
