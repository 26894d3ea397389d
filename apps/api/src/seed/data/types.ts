import type { StudyPhase } from '@madrasa/contracts';

/** [Arabic, English]: every catalogue text exists in both languages. */
export type Bilingual = readonly [ar: string, en: string];

export type UnitData = { name: Bilingual; lessons: readonly Bilingual[] };

/** Illustrations shipped in `assets/subjects/`. */
export type SubjectImage =
  | 'arabic'
  | 'english'
  | 'mathematics'
  | 'science'
  | 'islamic'
  | 'social'
  | 'physics'
  | 'chemistry'
  | 'biology';

export type SubjectData = {
  image: SubjectImage;
  name: Bilingual;
  first: readonly UnitData[];
  second: readonly UnitData[];
};

export type GradeData = {
  key: string;
  name: Bilingual;
  phase: StudyPhase;
};

export const unit = (name: Bilingual, ...lessons: Bilingual[]): UnitData => ({ name, lessons });
