import type { TemplateVersion } from '@atrium/domain/contract/templates';
import { Card } from '../../../ui/card.tsx';
import { formatUkDateTime } from '../../../ui/date-time.ts';
import { sectionHeading } from './styles.ts';

export function VersionHistory({ versions }: { versions: TemplateVersion[] }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 id="versions-heading" className={sectionHeading}>
        Version history
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Nothing published yet: fact-finds use the built-in template alone.
        </p>
      ) : (
        <ul aria-labelledby="versions-heading" className="divide-y divide-gray-200 dark:divide-gray-800">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-semibold text-gray-900 dark:text-gray-100">
                Version {version.version}
                {version.published_at ? '' : ' (draft)'}
              </span>
              <span className="text-gray-700 dark:text-gray-300">
                {version.published_at
                  ? `Published ${formatUkDateTime(version.published_at)}`
                  : `Saved ${formatUkDateTime(version.updated_at)}`}
                {' · '}
                {version.custom_page_count} custom {version.custom_page_count === 1 ? 'page' : 'pages'}
                {' · '}
                {version.fact_finds_started} {version.fact_finds_started === 1 ? 'fact-find' : 'fact-finds'}{' '}
                started
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
