import { ChevronDown } from 'lucide-react';
import type { StoredUser } from '../../../lib/session.ts';
import { cx } from '../../../ui/cx.ts';
import type { NavItem } from '../../../ui/layout/nav-item.tsx';
import { OnDemandPopup, onDemand } from '../../../ui/on-demand-popup.tsx';
import { initials } from '../user-display.ts';

type UserMenuProps = {
  user: Pick<StoredUser, 'name' | 'email' | 'role'>;
  // The user's own pages (the profile), given by the routes.
  links?: readonly NavItem[];
};

const dropdown = onDemand(() => import('./user-menu-dropdown.tsx'));

export function UserMenu({ user, links = [] }: UserMenuProps) {
  // WCAG 2.5.3 (label in name): the name starts with what the button shows (the initials, and the name from
  // sm up), then says what it is: "SM Sarah Mitchell, account menu"; a speech user can say what they see.
  // Written out, as browsers space text around an sr-only span differently; the space between initials and
  // name keeps them two words for a checker reading the text (axe's label-content-name-mismatch).
  const trigger = (
    <button
      type="button"
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
    </button>
  );
  return (
    <OnDemandPopup source={dropdown} popup="menu" trigger={trigger}>
      {({ UserMenuDropdown }, defaultOpen) => (
        <UserMenuDropdown user={user} links={links} trigger={trigger} defaultOpen={defaultOpen} />
      )}
    </OnDemandPopup>
  );
}
