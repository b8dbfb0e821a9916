import { firstName } from '../names.ts';
import { WelcomeHero } from './welcome-hero.tsx';

// The client's home opens with this panel. Without a name (the server's first paint, which does not know who is
// signed in: src/entry-server.tsx) it greets without one, and the page's own render adds the name in place.
export function ClientWelcome({ firmName, clientName }: { firmName: string; clientName?: string }) {
  return (
    <WelcomeHero
      eyebrow="Client portal"
      title={clientName === undefined ? 'Welcome' : `Welcome, ${firstName(clientName)}`}
    >
      <p>
        This is your private space with {firmName}. Everything you share here goes securely to your adviser.
      </p>
    </WelcomeHero>
  );
}
