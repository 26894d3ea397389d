import { type CardBatch, type createCardBatchSchema, SCHOOL_UTC_OFFSET } from '@madrasa/contracts';
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  activationCards,
  cardBatches,
  grades,
  premiumCourses,
  subjects,
  teachers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { cardCode, cardCodeHash } from '../../lib/premium/card-codes.ts';
import {
  courseGrades,
  courseRefColumns,
  findCourseRef,
  toCourseRef,
} from '../../lib/premium/course-refs.ts';
import type { PremiumKeys } from '../../lib/premium/premium-keys.ts';
import { type Actor, writeAudit } from './card-audit.ts';

export const batchNotFound = () => new AppError(404, 'not_found', 'cards.batch_not_found');

/** A batch's last day of activation, a date, ends at midnight Amman time. */
export const endOfSchoolDay = (date: string) =>
  new Date(`${date}T23:59:59.999${SCHOOL_UTC_OFFSET}`);

const fieldError = (field: string, key: 'premium.course_not_found' | 'admin.grade_missing') =>
  new AppError(422, 'validation_failed', key, {}, { [field]: [key] });

const count = (where: SQL) =>
  sql<number>`(SELECT count(*)::int FROM ${activationCards} c WHERE c.batch_id = ${cardBatches.id} AND ${where})`;

/** The batch, named and counted, as contracts' `cardBatchSchema`. */
async function readBatches(
  db: Database,
  options: { where?: SQL; cursor?: string; limit: number },
): Promise<CardBatch[]> {
  const rows = await db
    .select({
      batch: cardBatches,
      ...courseRefColumns,
      grade_name_ar: grades.name_ar,
      grade_name_en: grades.name_en,
      activated: count(sql`c.activated_at IS NOT NULL`),
      voided: count(sql`c.voided_at IS NOT NULL`),
    })
    .from(cardBatches)
    .leftJoin(premiumCourses, eq(premiumCourses.id, cardBatches.course_id))
    .leftJoin(subjects, eq(subjects.id, premiumCourses.subject_id))
    .leftJoin(courseGrades, eq(courseGrades.id, subjects.grade_id))
    .leftJoin(teachers, eq(teachers.id, premiumCourses.teacher_id))
    .leftJoin(grades, eq(grades.id, cardBatches.grade_id))
    .where(
      and(
        options.where,
        options.cursor === undefined ? undefined : lt(cardBatches.id, Number(options.cursor)),
      ),
    )
    .orderBy(desc(cardBatches.id))
    .limit(options.limit);
  return rows.map(({ batch, ...row }) => ({
    id: batch.id,
    scope: batch.scope,
    course: row.id === null ? null : toCourseRef({ ...row, id: row.id }),
    grade:
      batch.grade_id === null
        ? null
        : {
            id: batch.grade_id,
            name_ar: row.grade_name_ar ?? '',
            name_en: row.grade_name_en ?? '',
          },
    days: batch.days,
    distributor: batch.distributor,
    price_fils: batch.price_fils,
    valid_until: batch.valid_until.toISOString(),
    cards: batch.card_count,
    activated: row.activated,
    voided: row.voided,
    created_at: batch.created_at.toISOString(),
    voided_at: batch.voided_at?.toISOString() ?? null,
  }));
}

export async function readBatch(db: Database, id: number): Promise<CardBatch> {
  const [batch] = await readBatches(db, { where: eq(cardBatches.id, id), limit: 1 });
  if (!batch) throw batchNotFound();
  return batch;
}

/** Batches, newest first, a page of `limit` with the next page's cursor. */
export async function listBatches(db: Database, query: { limit: number; cursor?: string }) {
  const rows = await readBatches(db, { cursor: query.cursor, limit: query.limit + 1 });
  const data = rows.slice(0, query.limit);
  return {
    data,
    next_cursor: rows.length > query.limit ? String(data.at(-1)?.id) : null,
  };
}

// Rows per INSERT: 1,000 cards are 3,000 parameters, far below PostgreSQL's 65,535.
const INSERT_CHUNK = 1000;

/**
 * Makes a batch and its `count` cards in one transaction, each card stored as the keyed
 * hash of its derived code (lib/premium/card-codes.ts), and audits it.
 */
export async function createBatch(
  db: Database,
  options: {
    input: z.output<typeof createCardBatchSchema>;
    keys: PremiumKeys;
    actor: Actor;
    now: Date;
  },
): Promise<CardBatch> {
  const { input, keys, actor, now } = options;
  const validUntil = endOfSchoolDay(input.valid_until);
  if (validUntil < now) {
    throw new AppError(
      422,
      'validation_failed',
      'cards.valid_until_past',
      {},
      {
        valid_until: ['cards.valid_until_past'],
      },
    );
  }
  const courseId = input.scope === 'course' ? (input.course_id ?? null) : null;
  const gradeId = input.scope === 'grade' ? (input.grade_id ?? null) : null;
  if (courseId !== null && !(await findCourseRef(db, courseId))) {
    throw fieldError('course_id', 'premium.course_not_found');
  }
  if (gradeId !== null) {
    const [grade] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, gradeId));
    if (!grade) throw fieldError('grade_id', 'admin.grade_missing');
  }
  const batchId = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(cardBatches)
      .values({
        scope: input.scope,
        course_id: courseId,
        grade_id: gradeId,
        days: input.days,
        card_count: input.count,
        distributor: input.distributor,
        price_fils: input.price_fils,
        valid_until: validUntil,
        created_by: actor.id,
      })
      .returning({ id: cardBatches.id });
    if (!batch) throw new Error('batch not stored');
    for (let first = 1; first <= input.count; first += INSERT_CHUNK) {
      const serials = Array.from(
        { length: Math.min(INSERT_CHUNK, input.count - first + 1) },
        (_, i) => first + i,
      );
      await tx.insert(activationCards).values(
        serials.map((serial) => ({
          batch_id: batch.id,
          serial,
          code_hash: cardCodeHash(keys.hashes, cardCode(keys.codes, batch.id, serial)),
        })),
      );
    }
    await writeAudit(tx, { action: 'batch_created', actor, batchId: batch.id });
    return batch.id;
  });
  return readBatch(db, batchId);
}

/**
 * Voids a batch: it and its unused cards get `voided_at`, so they stop working; cards
 * already activated, and the access they gave, stay. 409 when it was voided already.
 */
export async function voidBatch(
  db: Database,
  options: { batchId: number; actor: Actor; now: Date },
): Promise<CardBatch> {
  const { batchId, actor, now } = options;
  await db.transaction(async (tx) => {
    const [voided] = await tx
      .update(cardBatches)
      .set({ voided_at: now })
      .where(and(eq(cardBatches.id, batchId), isNull(cardBatches.voided_at)))
      .returning({ id: cardBatches.id });
    if (!voided) {
      const [known] = await tx
        .select({ id: cardBatches.id })
        .from(cardBatches)
        .where(eq(cardBatches.id, batchId));
      throw known ? new AppError(409, 'conflict', 'cards.batch_already_voided') : batchNotFound();
    }
    await tx
      .update(activationCards)
      .set({ voided_at: now })
      .where(
        and(
          eq(activationCards.batch_id, batchId),
          isNull(activationCards.activated_at),
          isNull(activationCards.voided_at),
        ),
      );
    await writeAudit(tx, { action: 'batch_voided', actor, batchId });
  });
  return readBatch(db, batchId);
}
