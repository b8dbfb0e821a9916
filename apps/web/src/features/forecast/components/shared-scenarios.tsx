import type { SavedScenario } from '@atrium/domain/contract/forecast';
import { Button } from '../../../ui/button.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { describeScenario } from '../scenario-draft.ts';

// The scenarios the client's adviser shared to their portal (GET api/forecast/scenarios). Choosing one puts its
// changes into "Try a change", labelled with who shared it; the client can go back to their own figures.
export function SharedScenarios({
  scenarios,
  appliedId,
  onApply,
  onClear,
  currencySymbol,
  names,
}: {
  scenarios: SavedScenario[];
  appliedId: number | null;
  onApply: (scenario: SavedScenario) => void;
  onClear: () => void;
  currencySymbol: string;
  names: readonly [string, string] | null; // a couple, as the reader calls them
}) {
  if (scenarios.length === 0) return null;
  return (
    <SectionCard id="forecast-shared" title="From your adviser" className="gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Scenarios your adviser prepared for you. Choose one to see it below.
      </p>
      <ul className="flex flex-col gap-3">
        {scenarios.map((scenario) => {
          const applied = scenario.id === appliedId;
          return (
            <li
              key={scenario.id}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-gray-700"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-950 dark:text-white">{scenario.name}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  Shared by {scenario.created_by.name}
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {describeScenario(scenario.scenario, currencySymbol, names)}
                </p>
              </div>
              {applied ? (
                <Button
                  variant="secondary"
                  onClick={onClear}
                  aria-label={`Back to your figures (now showing ${scenario.name})`}
                >
                  Back to your figures
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => onApply(scenario)}
                  aria-label={`Show ${scenario.name}`}
                >
                  Show
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
