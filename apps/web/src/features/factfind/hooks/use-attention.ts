import { attentionEntries } from '../attention-model.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { useInvalidAnswers } from '../invalid-answers.ts';
import type { MissingEntry } from '../review-model.ts';
import type { Step } from '../steps.ts';

// The answers of this fact-find that need attention (attention-model.ts), kept up to date as they are corrected.
export function useAttentionEntries(steps: Step[]): MissingEntry[] {
  const { target, client } = useFactFindContext();
  const invalid = useInvalidAnswers(target.clientId);
  const data = useFactFindData();
  return attentionEntries(invalid, steps, { data, client });
}
