import { ClientWelcome } from './client-welcome.tsx';

// The client's home as the server draws it before anyone is known (src/entry-server.tsx): the welcome panel without
// a name, and grey blocks where the fact-find's card and the other cards will be. The page's own render replaces it.
export function ClientHomeShell({ firmName }: { firmName: string }) {
  return (
    <div className="space-y-8">
      <ClientWelcome firmName={firmName} />
      <div className="h-40 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <div className="h-48 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
        <div className="h-48 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
        <div className="h-48 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
      </div>
    </div>
  );
}
