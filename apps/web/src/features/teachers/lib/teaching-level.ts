import type { TeachingLevel } from '@madrasa/contracts';

/** The text key of each teaching level; a missing one reads "Undefined" (spec §3). */
export const LEVEL_LABEL = {
  Primary: 'level.primary',
  'Middle School': 'level.middle',
  'High School': 'level.high',
} as const satisfies Record<TeachingLevel, string>;

export const levelLabel = (level: TeachingLevel | null) =>
  level ? LEVEL_LABEL[level] : 'level.undefined';
