import { UserRound } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, HomeCardIcon } from '../../../ui/home-card.tsx';

type AdviserCardProps = { adviserName: string; firmName: string };

export function AdviserCard({ adviserName, firmName }: AdviserCardProps) {
  const hasAdviser = adviserName.trim() !== '';
  return (
    <Card className="p-6">
      <HomeCardHeading>Your adviser</HomeCardHeading>
      <div className="mt-4 flex items-center gap-4">
        <HomeCardIcon icon={UserRound} />
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
