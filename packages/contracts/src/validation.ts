import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
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

/**
 * How many rows a page holds: 1 to PAGE_SIZE.max, PAGE_SIZE.default when absent. Plain
 * digits in a query string, like ids (Number() would read `0x10` or `1e1`).
 */
export const pageLimit = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    {
      error: 'validation.invalid',
    },
  )
  .pipe(
    z
      .number()
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(PAGE_SIZE.max, 'validation.invalid'),
  )
  .default(PAGE_SIZE.default);

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
