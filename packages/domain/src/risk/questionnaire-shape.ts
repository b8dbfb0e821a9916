// The shape of a version of the attitude-to-risk questionnaire (questionnaire-v1.ts …), apart from the functions
// that score it (questionnaire.ts), which gather the versions: so a version, and the consistency checks, import
// this and not the file that imports them.

export type RiskLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Capacity = 'low' | 'medium' | 'high';

export type RiskQuestion = {
  id: string;
  text: string;
  // Five options, worth 1 to 5 points in this order.
  options: readonly string[];
  // The question as the firm reads it about the person who answered (the adviser's Risk tab, the PDF): asked about
  // "them", each option said of them where the client's says "I" or "my" (the same option, worth the same points;
  // the client's own options where absent). Never shown to the client, so adding it changes no version.
  about: { text: string; options?: readonly string[] };
};

export type RiskQuestionnaire = {
  version: number;
  // Scored into the attitude total.
  attitude: readonly RiskQuestion[];
  // Knowledge and experience: asked and recorded for the adviser, never added to a score.
  knowledge: readonly RiskQuestion[];
  capacity: readonly RiskQuestion[];
  levelBands: readonly { level: RiskLevel; from: number; to: number }[];
  capacityBands: readonly { capacity: Capacity; from: number; to: number }[];
  // An answer of 1 to any of these makes capacity for loss low whatever the total.
  capsAtLow: readonly string[];
  // The highest level each capacity for loss supports; null where a version caps nothing.
  capacityCeiling: Readonly<Record<Capacity, RiskLevel>> | null;
  // An attitude answer at least this many points from the mean of the other attitude answers contradicts them;
  // null where a version does not check.
  contradictionGap: number | null;
  // Pairs of attitude questions that ask one thing from opposite sides: answers contradictionGap points or more
  // apart cannot both be true. Empty where a version does not check.
  contradictionPairs: readonly (readonly [string, string])[];
  // At least this many attitude answers at each end of the scale (1 and 5 points) is a polarised set, whose total
  // lands in the middle and describes neither end; null where a version does not check.
  polarisedAt: number | null;
  // Whether capacity for loss is checked against the fact-find's emergency fund, debts and dependants
  // (risk/fact-find-check.ts).
  checksFactFind: boolean;
};

export type RiskAnswers = Readonly<Record<string, number>>;

// Who reads a result: the client who answered reads "you"; the firm (the adviser's Risk tab, the PDF) reads about
// the person.
export type RiskReader = 'client' | 'adviser';
