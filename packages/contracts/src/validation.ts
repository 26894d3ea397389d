import { z } from 'zod';
import { SEMESTERS } from './enums.ts';

/** Reusable field rules; their messages are catalogue keys. */
export const idParam = z.coerce
  .number({ error: 'validation.invalid_id' })
  .int('validation.invalid_id')
  .positive('validation.invalid_id')
  .max(2_147_483_647, 'validation.invalid_id');

export const semesterField = z.enum(SEMESTERS, { error: 'validation.invalid_semester' });
