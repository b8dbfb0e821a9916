import { personFallback, type Viewer } from '@atrium/domain/factfind/perspective';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';

// Who the forecast's words are about, as its reader calls them: a label to stand alone ("You", "Your partner",
// "James") and the same in the middle of a sentence ("you", "your partner", "James").
export type PeopleNames = { labels: [string, string]; inSentence: [string, string] };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// The client's page: "you" and "your partner" the right way round for whichever of the household is reading
// (packages/domain/src/factfind/perspective.ts).
export function clientReaderNames(viewer: Viewer): PeopleNames {
  const labels: [string, string] = [personFallback(1, viewer), personFallback(2, viewer)];
  return { labels, inSentence: [lowerFirst(labels[0]), lowerFirst(labels[1])] };
}

// The adviser's tab: each person by their first name (the fact-find's, else the client record's), else "The
// client" and "The partner".
export function adviserReaderNames(
  factFind: FactFindData,
  clientName: string,
  jointName: string | null,
): PeopleNames {
  const nameOf = (person: 1 | 2, recorded: string | null, fallback: string) => {
    const given = readPath(factFind, `personal_details_client${person}.first_name`);
    if (typeof given === 'string' && given.trim() !== '') return given.trim();
    const first = recorded?.trim().split(/\s+/)[0];
    return first || fallback;
  };
  const labels: [string, string] = [nameOf(1, clientName, 'The client'), nameOf(2, jointName, 'The partner')];
  return {
    labels,
    inSentence: labels.map((label) => (label.startsWith('The ') ? lowerFirst(label) : label)) as [
      string,
      string,
    ],
  };
}
