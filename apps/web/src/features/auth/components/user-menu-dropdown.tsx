import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import type { StoredUser } from '../../../lib/session.ts';
import { ColourModeRadioItems } from '../../../ui/colour-mode-menu.tsx';
import type { NavItem } from '../../../ui/layout/nav-item.tsx';
import { menuContentClasses, menuItemClasses, menuSeparatorClasses } from '../../../ui/menu.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { roleLabel } from '../user-display.ts';

type UserMenuDropdownProps = {
  user: Pick<StoredUser, 'name' | 'email' | 'role'>;
  links?: readonly NavItem[];
  // The button user-menu.tsx shows before this module is loaded.
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  defaultOpen: boolean;
};

// The account menu itself, loaded when the person reaches for it (user-menu.tsx, ui/on-demand-popup.tsx).
export function UserMenuDropdown({ user, links = [], trigger, defaultOpen }: UserMenuDropdownProps) {
  const logoutMutation = useLogout();
  return (
    // Not modal: a menu is not a dialog, and a modal one hides the page from assistive technology.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <DropdownMenu.Label className="px-2 py-2">
            <span className="block truncate text-sm font-semibold text-gray-900 dark:text-gray-50">
              {user.name}
            </span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{roleLabel(user.role)}</span>
            <span className="block truncate text-xs text-gray-600 dark:text-gray-400">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={menuSeparatorClasses} />
          {links.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={menuItemClasses}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {links.length > 0 ? <DropdownMenu.Separator className={menuSeparatorClasses} /> : null}
          <DropdownMenu.Label className="px-2 pt-1 pb-1 text-xs font-semibold text-gray-600 dark:text-gray-400">
            Colour mode
          </DropdownMenu.Label>
          <ColourModeRadioItems />
          <DropdownMenu.Separator className={menuSeparatorClasses} />
          <DropdownMenu.Item
            className={menuItemClasses}
            disabled={logoutMutation.isPending}
            onSelect={() => logoutMutation.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
