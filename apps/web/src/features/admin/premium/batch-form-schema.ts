import { createCardBatchSchema, SCHOOL_TIME_ZONE, toLatinDigits } from '@madrasa/contracts';
import { z } from 'zod';

/** What the create-batch form holds: text as typed, the price in JOD. */
export type BatchFormValues = {
  scope: 'course' | 'grade' | 'all';
  course_id: string;
  grade_id: string;
  days: string;
  count: string;
  distributor: string;
  price_jod: string;
  valid_until: string;
};

const FILS_PER_JOD = 1000;

/**
 * A price typed in JOD (`5`, `2.5`, `2.500`, Arabic-Indic digits and decimal separator too) in
 * fils; anything else is left for the contract's check to refuse (`cards.invalid_price`).
 */
export function jodToFils(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const text = toLatinDigits(typed).trim().replace('٫', '.');
  if (text === '') return undefined;
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * FILS_PER_JOD + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * The contract's batch, read from the form: the price in JOD sent as fils, and only the
 * picker the scope needs (a blank one is no choice).
 */
export const batchFormSchema = z.preprocess((input) => {
  const values = input as Record<string, unknown>;
  return {
    ...values,
    price_fils: jodToFils(values.price_fils),
    course_id: values.scope === 'course' ? values.course_id || undefined : undefined,
    grade_id: values.scope === 'grade' ? values.grade_id || undefined : undefined,
  };
}, createCardBatchSchema);

/** The form's price is the contract's `price_fils`, typed in JOD. */
export const BATCH_FIELD_NAMES = { price_fils: 'price_jod' } as const;

/** The last day of activation the form offers: a year from today, Amman time. */
export function aYearAhead(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  // Through a date, so 29 February rolls over to 1 March.
  return new Date(Date.UTC((year ?? 0) + 1, (month ?? 1) - 1, day)).toISOString().slice(0, 10);
}
