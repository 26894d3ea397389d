import type { StudyPhase } from '@madrasa/contracts';
import { MIDDLE_SUBJECTS } from './curriculum-middle.ts';
import { PRIMARY_SUBJECTS } from './curriculum-primary.ts';
import { SECONDARY_SUBJECTS } from './curriculum-secondary.ts';
import type { SubjectData } from './types.ts';

/** Every grade of a phase shares the phase's subjects and units in the demo. */
export const SUBJECTS_BY_PHASE: Record<StudyPhase, readonly SubjectData[]> = {
  primary: PRIMARY_SUBJECTS,
  middle: MIDDLE_SUBJECTS,
  secondary: SECONDARY_SUBJECTS,
};
