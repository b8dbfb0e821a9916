import { UserRound } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';

type AdviserCardProps = { adviserName: string; firmName: string };

export function AdviserCard({ adviserName, firmName }: AdviserCardProps) {
  const hasAdviser = adviserName.trim() !== '';
  return (
    <Card className="p-6">
      <h2 className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
        Your adviser
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-ink dark:bg-gray-800"
        >
          <UserRound className="size-6" />
        </span>
        {hasAdviser ? (
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-gray-900 dark:text-gray-50">{adviserName}</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">{firmName}</p>
          </div>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {firmName} will assign an adviser to you soon. They will be your point of contact here.
          </p>
        )}
      </div>
    </Card>
  );
}
