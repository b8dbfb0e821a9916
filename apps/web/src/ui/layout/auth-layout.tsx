import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { mainContentId } from './skip-link.tsx';

type AuthLayoutProps = { brand: ReactNode; tools?: ReactNode; footer?: ReactNode; children: ReactNode };

// Public pages: the firm's logo and name above a centred card, on a soft background.
export function AuthLayout({ brand, tools, footer, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50 to-gray-100 dark:from-gray-900 dark:to-gray-950">
      <header className="flex justify-end p-3">{tools}</header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="flex flex-1 flex-col items-center px-4 pb-10 outline-none"
      >
        <div className="mb-8 sm:mt-6">{brand}</div>
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="flex items-center justify-center gap-2 px-4 pb-6 text-xs text-gray-600 dark:text-gray-400">
        <LockKeyhole aria-hidden="true" className="size-3.5" />
        {footer}
      </footer>
    </div>
  );
}
