import {
  addressCoverage,
  describeMonths,
  needsEarlierAddresses,
} from '@atrium/domain/factfind/address-history';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { FactFindData, SectionDef } from '@atrium/domain/factfind/template';
import { useFactFindData } from '../context.tsx';
import { SpendingTotal } from './step-extras.tsx';

// The notes a section's template asks for, worked out from the answers.
function addressHistoryNote(factFind: FactFindData): string | null {
  const today = todayIso();
  const coverage = addressCoverage(factFind, today);
  if (!coverage.from) return null;
  const span = `Your addresses go back ${describeMonths(coverage.months)}.`;
  return needsEarlierAddresses(factFind, today)
    ? `${span} Please add your previous addresses until they cover the last three years.`
    : `${span} That covers the last three years.`;
}

// A section's help text, and its worked-out note (how far back the addresses go), announced as it changes.
export function SectionIntro({ section }: { section: SectionDef }) {
  const note = useFactFindData((data) =>
    section.note === 'address-history' ? addressHistoryNote(data.factFind) : null,
  );
  if (!section.help && !section.note) return null;
  return (
    <>
      {section.help ? <p className="text-sm text-gray-700 dark:text-gray-300">{section.help}</p> : null}
      {section.note === 'spending-total' ? <SpendingTotal /> : null}
      {section.note === 'address-history' ? (
        <p role="status" className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {note}
        </p>
      ) : null}
    </>
  );
}
