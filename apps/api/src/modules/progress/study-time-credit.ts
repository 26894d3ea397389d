import { type SQL, sql } from 'drizzle-orm';

/** A day holds no more than 24 hours of study, whatever the tabs say. */
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The study-time upsert a video save carries, as a CTE after `saved`: the played seconds,
 * capped by `allowed` (read from `saved`), added to the student's row of `day` (Amman).
 */
export const addStudyTime = (
  o: { studentId: number; played_seconds: number; day: string },
  allowed: SQL,
) => sql`
  studied AS (
    INSERT INTO study_time (student_id, day, seconds)
    SELECT ${o.studentId}, ${o.day}, credit FROM (
      SELECT round(least(${o.played_seconds}::float8, ${allowed}))::int AS credit FROM saved
    ) c WHERE credit > 0
    ON CONFLICT (student_id, day) DO UPDATE
      SET seconds = least(study_time.seconds + excluded.seconds, ${DAY_SECONDS})
  )`;
