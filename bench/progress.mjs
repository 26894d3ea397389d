#!/usr/bin/env node
// Progress saves under a school's evening: 1,000 students (generated, with sessions) each
// open a lesson page (the lessons and their progress), watch a video for a minute, saving
// every 10 s as the player does, then load Home's Continue learning and the grade's bars.
// Starts are spread over one save interval, so saves arrive steadily (about 100 a second).
// Measured once the server is idle and 50 other students have warmed it up.
// Prints the saves' and page loads' p50/p99 and errors, the save target (p99 ≤ 50 ms on
// PostgreSQL with zero errors, issue 18) with PASS or FAIL, and checks in the database that
// learning_progress holds one row per student and lesson, not one per save.
// Usage: node bench/progress.mjs [--db postgres|pglite|both] [--pg URL] [--students 1000]
//          [--watch 60] [--interval 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { assertNotInUse, databases, machine, nextAddress, settled, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    pg: { type: 'string' },
    students: { type: 'string', default: '1000' },
    watch: { type: 'string', default: '60' },
    interval: { type: 'string', default: '10' },
  },
});
const STUDENTS = Number(values.students);
/** Students beyond the measured ones who warm the server up (code paths compiled, pool open). */
const WARM_UP_STUDENTS = 50;
const WATCH_SECONDS = Number(values.watch);
const INTERVAL_SECONDS = Number(values.interval);
const SAVES_EACH = Math.floor(WATCH_SECONDS / INTERVAL_SECONDS);
/** The issue's target is for PostgreSQL; the embedded database is held to a looser one. */
const TARGET_P99_MS = { PostgreSQL: 50, PGlite: 250 };
/** A ten-minute lesson as the player reports it (the demo files are shorter). */
const DURATION = 600;

const token = (n) => `progress-bench-${String(n).padStart(28, '0')}`;

/** Generated students of grade 10 with a session each (tokens hashed as the server does). */
const addStudents = (count) => [
  `INSERT INTO students (first_name, last_name, phone_number, email, gender, age_group,
      school_type, residence, password_hash, verified_at, grade_id)
    SELECT 'طالب', 'التقدم ' || g, '+96279' || lpad(g::text, 7, '0'),
      'progress.bench' || g || '@example.com', 'female', '15-18', 'governmental', 'amman',
      'unused', now(), (SELECT id FROM grades WHERE grade_key = 'grade10')
    FROM generate_series(1, ${count}) g`,
  `INSERT INTO sessions (token_hash, user_kind, user_id, expires_at)
    SELECT encode(sha256(('progress-bench-' || lpad(g::text, 28, '0'))::bytea), 'hex'),
      'student', s.id, now() + interval '1 day'
    FROM generate_series(1, ${count}) g
    JOIN students s ON s.email = 'progress.bench' || g || '@example.com'`,
];

const COUNT_ROWS = `
  SELECT
    (SELECT count(*)::int FROM learning_progress p JOIN students s ON s.id = p.student_id
      WHERE s.email LIKE 'progress.bench%') AS progress_rows,
    (SELECT count(DISTINCT (p.student_id, p.item_id))::int FROM learning_progress p
      JOIN students s ON s.id = p.student_id WHERE s.email LIKE 'progress.bench%') AS pairs,
    (SELECT count(*)::int FROM study_time t JOIN students s ON s.id = t.student_id
      WHERE s.email LIKE 'progress.bench%') AS day_rows`;

async function withDatabase(database, dataDir, run) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await run((statement) => client.query(statement).then((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  await assertNotInUse(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    return await run((statement) => db.query(statement).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

async function call(url, path, { method = 'GET', auth, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': nextAddress(),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => null);
    return { status: response.status, json, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, json: null, ms: performance.now() - started, error };
  }
}

/** A grade-10 first-semester subject and its lessons, as the lesson page reads them. */
async function findCourse(url) {
  const grades = (await call(url, '/api/grades')).json.data;
  const grade = grades.find((row) => row.grade_key === 'grade10');
  const subjects = (await call(url, `/api/subjects?grade_id=${grade.id}&semester=first`)).json.data;
  for (const subject of subjects) {
    const lessons = (await call(url, `/api/lessons?subject_id=${subject.id}&semester=first`)).json
      .data;
    if (lessons.length > 0) return { gradeId: grade.id, subjectId: subject.id, lessons };
  }
  throw new Error('no grade-10 subject with lessons');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One student's evening: the lesson page, a minute of video, then Home and the grade page. */
async function student(
  url,
  n,
  course,
  out,
  { saves = SAVES_EACH, spread = INTERVAL_SECONDS } = {},
) {
  const auth = token(n);
  const lesson = course.lessons[n % course.lessons.length];
  const load = async (path) => {
    const route = path.split('?')[0];
    const reply = await call(url, path, { auth });
    out.loads.push({ route, ms: reply.ms });
    if (reply.status !== 200) out.errors.push(`GET ${route} ${reply.status}`);
  };
  await sleep(Math.random() * spread * 1000);
  const scope = `subject_id=${course.subjectId}&semester=first`;
  await Promise.all([load(`/api/lessons?${scope}`), load(`/api/student/progress/items?${scope}`)]);
  for (let save = 1; save <= saves; save += 1) {
    await sleep(INTERVAL_SECONDS * 1000);
    const reply = await call(url, `/api/student/progress/videos/lesson/${lesson.id}`, {
      method: 'POST',
      auth,
      body: {
        position_seconds: save * INTERVAL_SECONDS,
        duration_seconds: DURATION,
        played_seconds: INTERVAL_SECONDS,
      },
    });
    out.saves.push(reply.ms);
    if (reply.status !== 200) out.errors.push(`save ${reply.status}`);
  }
  await Promise.all([
    load('/api/student/progress/continue'),
    load(`/api/student/progress/subjects?grade_id=${course.gradeId}`),
  ]);
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

console.log(
  `Progress benchmark: ${STUDENTS} students, a save every ${INTERVAL_SECONDS} s for ${WATCH_SECONDS} s each, plus page loads (${machine()})`,
);
const rows = [];
for await (const database of databases({ db: values.db, pg: values.pg })) {
  const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-progress-bench-'));
  const env = { TRUST_PROXY: 'true', ...database.env };
  try {
    const seeding = await startServer({ env, dataDir });
    await seeding.stop();
    await withDatabase(database, dataDir, async (query) => {
      for (const statement of addStudents(STUDENTS + WARM_UP_STUDENTS)) await query(statement);
    });
    const server = await startServer({ env, dataDir });
    try {
      // As the other benches do: measure once the start's background work (the demo PDFs'
      // text read for search) is done, and after a short warm-up by students not measured.
      console.log(
        `\n${database.name}: server idle after ${(await settled([server])).toFixed(0)} s`,
      );
      const course = await findCourse(server.url);
      const warmUp = { saves: [], loads: [], errors: [] };
      await Promise.all(
        Array.from({ length: WARM_UP_STUDENTS }, (_, i) =>
          student(server.url, STUDENTS + i + 1, course, warmUp, { saves: 1, spread: 1 }),
        ),
      );
      // A failed warm-up request fails the run as a measured one would.
      const out = { saves: [], loads: [], errors: warmUp.errors };
      const started = performance.now();
      await Promise.all(
        Array.from({ length: STUDENTS }, (_, i) => student(server.url, i + 1, course, out)),
      );
      const seconds = (performance.now() - started) / 1000;
      await server.stop();
      const [stored] = await withDatabase(database, dataDir, (query) => query(COUNT_ROWS));
      const saves = out.saves.sort((a, b) => a - b);
      const loads = out.loads.map((load) => load.ms).sort((a, b) => a - b);
      const routes = new Map();
      for (const { route, ms } of out.loads) routes.set(route, [...(routes.get(route) ?? []), ms]);
      const p99 = percentile(saves, 0.99);
      const target = TARGET_P99_MS[database.name];
      // One row per student and lesson (each watched one); a day row each (two if the run
      // crossed midnight in Amman).
      const students = STUDENTS + WARM_UP_STUDENTS;
      const onePerPair = stored.progress_rows === students && stored.pairs === students;
      const daysOk = stored.day_rows >= students && stored.day_rows <= 2 * students;
      const pass = p99 <= target && out.errors.length === 0 && onePerPair && daysOk;
      rows.push({ name: database.name, pass });
      console.log(
        `  ${saves.length} saves and ${loads.length} page reads in ${seconds.toFixed(1)} s (${(saves.length / seconds).toFixed(0)} saves/s)`,
      );
      console.log(
        `  save p50 ${percentile(saves, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ ${target} ms: ${(p99 / target).toFixed(2)} of it)`,
      );
      console.log(
        `  page reads p50 ${percentile(loads, 0.5).toFixed(1)} ms, p99 ${percentile(loads, 0.99).toFixed(1)} ms`,
      );
      for (const [route, times] of routes) {
        times.sort((a, b) => a - b);
        console.log(
          `    ${route}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
        );
      }
      console.log(
        `  errors ${out.errors.length}${out.errors.length ? ` (${[...new Set(out.errors)].join(', ')})` : ''}`,
      );
      console.log(
        `  stored: ${stored.progress_rows} progress rows for ${stored.pairs} student-lesson pairs after ${saves.length} saves (${onePerPair ? 'one per student and lesson' : 'MISMATCH'}), ${stored.day_rows} study-time rows`,
      );
      console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
    } finally {
      if (server.child.exitCode === null) await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (rows.length === 0 || rows.some((row) => !row.pass)) process.exitCode = 1;
