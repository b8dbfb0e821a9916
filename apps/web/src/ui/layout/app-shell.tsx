import type { ReactNode } from 'react';
import type { NavItem } from './nav-item.tsx';
import { PrimaryNav, PrimaryNavMenu } from './primary-nav.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';

type AppShellProps = {
  brand: ReactNode;
  nav: readonly NavItem[];
  // Beside the user menu: the notification bell.
  actions?: ReactNode;
  userMenu: ReactNode;
  children: ReactNode;
};

// Protected pages: header with the firm's branding, navigation and the user menu; the page
// is at least the full viewport tall. Printed, the page is the main content alone (the outcomes report's board copy).
export function AppShell({ brand, nav, actions, userMenu, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-100 dark:bg-gray-950 print:bg-white">
      <SkipLink />
      <header className="sticky top-0 z-30 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-6 sm:px-6">
          <PrimaryNavMenu items={nav} />
          <div className="min-w-0">{brand}</div>
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            {actions}
            {userMenu}
          </div>
        </div>
      </header>
      {/* The client's pages outgrew one row beside the brand: from lg up they get a row of their own, which
          scrolls away so the sticky bar stays 64 px (pages keep headings clear of it); below lg, the menu. */}
      <div className="hidden border-b border-gray-200 bg-white lg:block dark:border-gray-800 dark:bg-gray-900 print:hidden">
        <div className="mx-auto max-w-6xl px-6 py-2">
          <PrimaryNav items={nav} />
        </div>
      </div>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
