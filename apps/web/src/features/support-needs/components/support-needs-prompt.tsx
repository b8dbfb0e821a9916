import { Link } from '@tanstack/react-router';
import { HeartHandshake } from 'lucide-react';
import { supportNeedsSectionId } from './section-id.ts';

// The fact-find's "About you" step points to the same form as /profile: what would help is told once, in one place.
export function SupportNeedsPrompt({ firmName }: { firmName: string }) {
  return (
    <aside
      aria-label="What would help you"
      className="mb-6 flex gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200"
    >
      <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
      <p>
        Is anything making things harder for you — your health, something happening in your life, or dealing
        with money or forms? You can tell {firmName} what would help, such as more time or larger text.{' '}
        <Link to="/profile" hash={supportNeedsSectionId} className="font-medium text-primary-ink underline">
          Tell us what would help
        </Link>
      </p>
    </aside>
  );
}
