import type { ChildReport, PastAttempt, ProgressSummary } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { childNotFound, findLinkedChild } from './links.ts';

/** What the child view reuses of the progress and exams modules (modules/index.ts passes them). */
export type ChildReadings = {
  readProgressSummary: (
    db: Database,
    options: { studentId: number; now?: Date },
  ) => Promise<ProgressSummary>;
  listPastAttempts: (db: Database, studentId: number) => Promise<PastAttempt[]>;
};

/**
 * One linked child as the parent's page shows it: the name, the progress summary the
 * Progress tab shows, and the computer-based exam attempts. Nothing else of the account.
 */
export async function readChildReport(
  db: Database,
  options: {
    parentId: number;
    studentId: number;
    readings: ChildReadings;
  },
): Promise<ChildReport> {
  const { parentId, studentId, readings } = options;
  const child = await findLinkedChild(db, { parentId, studentId });
  if (!child) throw childNotFound();
  return {
    child,
    progress: await readings.readProgressSummary(db, { studentId }),
    attempts: await readings.listPastAttempts(db, studentId),
  };
}
