import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { menuContentClasses, menuItemClasses } from '../menu.ts';
import { NavBadge, type NavItem } from './nav-item.tsx';

type PrimaryNavDropdownProps = {
  items: readonly NavItem[];
  // The button primary-nav.tsx shows before this module is loaded.
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  defaultOpen: boolean;
};

// The navigation menu below lg, loaded when the person reaches for it (primary-nav.tsx, ui/on-demand-popup.tsx).
export function PrimaryNavDropdown({ items, trigger, defaultOpen }: PrimaryNavDropdownProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContentClasses}>
          {items.map(({ to, label, icon: Icon, badge, isSection }) => (
            <DropdownMenu.Item key={to} asChild className={menuItemClasses}>
              <Link to={to} activeOptions={{ exact: !isSection }}>
                <Icon aria-hidden="true" className="size-4" />
                {label} <NavBadge count={badge} />
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
