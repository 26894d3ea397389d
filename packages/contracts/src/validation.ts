import { z } from 'zod';
import { SEMESTERS } from './enums.ts';

/** The largest id (a PostgreSQL integer): a larger one fails in the database, not here. */
export const ID_MAX = 2_147_483_647;

const INVALID_ID = 'validation.invalid_id';
const idNumber = z
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(ID_MAX, INVALID_ID);

/**
 * Reusable field rules; their messages are catalogue keys. An id is a JSON number or, in
 * paths, query strings and forms, plain decimal digits: Number() coercion would also read
 * `1e3`, `0x10` or ` 7` as ids.
 */
export const idParam = z.union(
  [
    idNumber,
    z
      .string()
      .regex(/^\d{1,10}$/, INVALID_ID)
      .transform(Number)
      .pipe(idNumber),
  ],
  { error: INVALID_ID },
);

/** A keyset paging position: the id of the last row of the previous page, as text. */
export const idCursor = z
  .string()
  .regex(/^\d{1,10}$/, 'validation.invalid')
  .refine((value) => Number(value) <= ID_MAX, 'validation.invalid');

export const semesterField = z.enum(SEMESTERS, { error: 'validation.invalid_semester' });

/**
 * A rule of a required text that applies only once the text is filled in, so a blank field
 * reports only that it is required. Not `abort: true` on the required check: an aborted field
 * makes zod skip the form-wide checks too (e.g. "passwords do not match").
 */
export const filled = (error: string) => ({
  error,
  when: ({ value }: { value: unknown }) => typeof value === 'string' && value !== '',
});
