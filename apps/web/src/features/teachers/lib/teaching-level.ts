import type { TeachingLevel } from '@madrasa/contracts';

/** A teaching level's text key (in the shared catalogue); a missing one reads "Undefined" (docs/product.md §3). */
export const levelLabel = (level: TeachingLevel | null) =>
  level ? (`teaching_level.${level}` as const) : 'level.undefined';
