import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { cx } from '../cx.ts';
import { OnDemandPopup, onDemand } from '../on-demand-popup.tsx';
import { NavBadge, type NavItem } from './nav-item.tsx';

const linkClasses =
  'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-gray-700 ' +
  'hover:bg-gray-100 hover:text-gray-950 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ' +
  'aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-ink ' +
  'dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-primary-ink';

// The links of pages that exist, from lg up; below lg the same links sit behind a menu button.
export function PrimaryNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="Primary" className="hidden lg:block">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map(({ to, label, icon: Icon, badge, isSection }) => (
          <li key={to}>
            <Link to={to} activeOptions={{ exact: !isSection }} className={linkClasses}>
              <Icon aria-hidden="true" className="size-4" />
              {label} <NavBadge count={badge} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const dropdown = onDemand(() => import('./primary-nav-menu.tsx'));

// Below lg: the same links behind a menu button; the menu's code is fetched when the button is reached for.
export function PrimaryNavMenu({ items }: { items: readonly NavItem[] }) {
  const trigger = (
    <button
      type="button"
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 lg:hidden',
        'dark:text-gray-300 dark:hover:bg-gray-800',
      )}
    >
      <Menu aria-hidden="true" className="size-5" />
      <span className="sr-only">Navigation menu</span>
    </button>
  );
  return (
    <OnDemandPopup source={dropdown} popup="menu" trigger={trigger}>
      {({ PrimaryNavDropdown }, defaultOpen) => (
        <PrimaryNavDropdown items={items} trigger={trigger} defaultOpen={defaultOpen} />
      )}
    </OnDemandPopup>
  );
}
