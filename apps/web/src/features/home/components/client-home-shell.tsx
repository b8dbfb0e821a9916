import { PlaceholderBlock } from '../../../ui/placeholder-block.tsx';
import { ClientWelcome } from './client-welcome.tsx';

// The client's home as the server draws it before anyone is known (src/entry-server.tsx): the welcome panel without
// a name, and grey blocks where the fact-find's card and the other cards will be. The page's own render replaces it.
export function ClientHomeShell({ firmName }: { firmName: string }) {
  return (
    <div className="space-y-8">
      <ClientWelcome firmName={firmName} />
      <PlaceholderBlock className="h-40" />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <PlaceholderBlock className="h-48" />
        <PlaceholderBlock className="h-48" />
        <PlaceholderBlock className="h-48" />
      </div>
    </div>
  );
}
