import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { StoredUser } from '../../../lib/session.ts';
import { ColourModeRadioItems } from '../../../ui/colour-mode-menu.tsx';
import { cx } from '../../../ui/cx.ts';
import type { NavItem } from '../../../ui/layout/primary-nav.tsx';
import { menuContentClasses, menuItemClasses, menuSeparatorClasses } from '../../../ui/menu.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { initials, roleLabel } from '../user-display.ts';

type UserMenuProps = {
  user: Pick<StoredUser, 'name' | 'email' | 'role'>;
  // The user's own pages (the profile), given by the routes.
  links?: readonly NavItem[];
};

export function UserMenu({ user, links = [] }: UserMenuProps) {
  const logoutMutation = useLogout();
  return (
    // Not modal: a menu is not a dialog, and a modal one hides the page from assistive technology.
    <DropdownMenu.Root modal={false}>
      {/* WCAG 2.5.3 (label in name): the name starts with what the button shows (the initials, and the name from
          sm up), then says what it is: "SM Sarah Mitchell, account menu"; a speech user can say what they see.
          Written out, as browsers space text around an sr-only span differently; the space between initials and
          name keeps them two words for a checker reading the text (axe's label-content-name-mismatch). */}
      <DropdownMenu.Trigger
        aria-label={`${initials(user.name)} ${user.name}, account menu`}
        className={cx(
          'flex min-h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-gray-800',
          'hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800',
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-action text-xs font-semibold text-primary-on-action">
          {initials(user.name)}
        </span>{' '}
        <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-gray-500 sm:block dark:text-gray-400" />
      </DropdownMenu.Trigger>
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
