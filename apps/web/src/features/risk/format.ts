import { riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import { isRiskLevel } from '@atrium/domain/risk/questionnaire';

// A risk level's name ("Moderately cautious"), or "Level n" for one outside the scale.
export const levelName = (level: number) =>
  isRiskLevel(level) ? riskLevelDescriptions[level].name : `Level ${level}`;
