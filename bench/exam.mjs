#!/usr/bin/env node
// A class taking one exam together: 200 students (generated, signed in) start the seeded
// five-question mathematics exam at once and answer every question, each after a moment of
// thought (random, 2–6 s by default; --think 0 sends everything at once, a thundering herd
// no class makes), then finish. Prints the
// answer saves' p50/p99 and errors against the targets (p99 ≤ 100 ms on PostgreSQL,
// ≤ 250 ms on PGlite, zero errors) with PASS or FAIL, and checks in the database that every
// answer is stored exactly once.
// Usage: node bench/exam.mjs [--db both|pglite|postgres] [--pg URL] [--students 200] [--think 2000-6000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { assertNotInUse, call, DEMO, databases, machine, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    pg: { type: 'string' },
    students: { type: 'string', default: '200' },
    think: { type: 'string', default: '2000-6000' },
  },
});
const STUDENTS = Number(values.students);
const [THINK_MIN, THINK_MAX = THINK_MIN] = values.think.split('-').map(Number);
const think = () =>
  new Promise((resolve) =>
    setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)),
  );
const TARGET_P99_MS = { PGlite: 250, PostgreSQL: 100 };
const EXAM_TITLE = 'Quiz: derivatives and integrals';

/** Generated students signing in with the demo password (its hash is copied). */
const addStudents = (count) => `
  INSERT INTO students (first_name, last_name, phone_number, email, gender, age_group,
      school_type, residence, password_hash, verified_at)
    SELECT 'طالب', 'الاختبار ' || g, '+96278' || lpad(g::text, 7, '0'),
      'exam.bench' || g || '@example.com', 'female', '15-18', 'governmental', 'amman',
      h.hash, now()
    FROM generate_series(1, ${count}) g,
      (SELECT password_hash hash FROM students ORDER BY id LIMIT 1) h`;

const COUNT_ANSWERS = `
  SELECT count(*)::int AS attempts,
    coalesce(sum(answered), 0)::int AS answers,
    coalesce(sum(answer_rows), 0)::int AS answer_rows
  FROM (SELECT a.id,
      count(*) FILTER (WHERE x.answer IS NOT NULL) AS answered,
      count(x.*) AS answer_rows
    FROM exam_attempts a JOIN exam_answers x ON x.attempt_id = a.id
    JOIN students s ON s.id = a.student_id
    WHERE s.email LIKE 'exam.bench%' GROUP BY a.id) t`;

async function withDatabase(database, dataDir, run) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await run((sql) => client.query(sql).then((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  await assertNotInUse(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    return await run((sql) => db.query(sql).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

async function findExam(url) {
  const grades = (await call(url, '/api/grades')).json.data;
  const grade = grades.find((row) => row.grade_key === 'grade10');
  const subjects = (await call(url, `/api/subjects?grade_id=${grade.id}&semester=first`)).json.data;
  for (const subject of subjects) {
    const exams = (await call(url, `/api/computer-exams?subject_id=${subject.id}&semester=first`))
      .json.data;
    const exam = exams.find((row) => row.title.en === EXAM_TITLE);
    if (exam) return exam;
  }
  throw new Error(`no exam "${EXAM_TITLE}"`);
}

/** One student: start, answer each question in turn, finish. Save latencies go to `saves`. */
async function takeExam(url, token, examId, saves, errors) {
  const started = await call(url, `/api/computer-exams/${examId}/attempts`, {
    method: 'POST',
    token,
    body: { mode: 'regular' },
  });
  if (started.status !== 201) return errors.push(`start ${started.status}`);
  const attempt = started.json.data;
  for (const question of attempt.questions) {
    await think();
    const answer = question.kind === 'numeric' ? { value: 4 } : { options: [0] };
    const saved = await call(url, `/api/exam-attempts/${attempt.id}/answers/${question.position}`, {
      method: 'PUT',
      token,
      body: { answer },
    });
    saves.push(saved.ms);
    if (saved.status !== 200) errors.push(`save ${saved.status}`);
  }
  const finished = await call(url, `/api/exam-attempts/${attempt.id}/finish`, {
    method: 'POST',
    token,
  });
  if (finished.status !== 200) errors.push(`finish ${finished.status}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

console.log(
  `Exam benchmark: ${STUDENTS} students at once, ${values.think} ms between answers (${machine()})`,
);
const rows = [];
for await (const database of databases({ db: values.db, pg: values.pg })) {
  const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-exam-bench-'));
  const env = { TRUST_PROXY: 'true', ...database.env };
  try {
    const seeding = await startServer({ env, dataDir });
    await seeding.stop();
    await withDatabase(database, dataDir, (query) => query(addStudents(STUDENTS)));
    const server = await startServer({ env, dataDir });
    try {
      const exam = await findExam(server.url);
      const tokens = [];
      for (let i = 1; i <= STUDENTS; i += 1) {
        const login = await call(server.url, '/api/student/login', {
          method: 'POST',
          body: { login: `exam.bench${i}@example.com`, password: DEMO.password },
        });
        if (!login.json?.data?.token) throw new Error(`login ${i}: ${JSON.stringify(login.json)}`);
        tokens.push(login.json.data.token);
      }
      const saves = [];
      const errors = [];
      const started = performance.now();
      await Promise.all(tokens.map((token) => takeExam(server.url, token, exam.id, saves, errors)));
      const seconds = (performance.now() - started) / 1000;
      await server.stop();
      const [stored] = await withDatabase(database, dataDir, (query) => query(COUNT_ANSWERS));
      const sorted = saves.sort((a, b) => a - b);
      const p50 = percentile(sorted, 0.5);
      const p99 = percentile(sorted, 0.99);
      const expected = STUDENTS * exam.question_count;
      const exactlyOnce =
        stored.attempts === STUDENTS &&
        stored.answers === expected &&
        stored.answer_rows === expected;
      const target = TARGET_P99_MS[database.name];
      const pass = p99 <= target && errors.length === 0 && exactlyOnce;
      rows.push({ name: database.name, pass });
      console.log(`\n${database.name}`);
      console.log(
        `  ${saves.length} answer saves in ${seconds.toFixed(1)} s (${(saves.length / seconds).toFixed(0)}/s)`,
      );
      console.log(
        `  save p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ ${target} ms: ${(p99 / target).toFixed(2)} of it)`,
      );
      console.log(
        `  errors ${errors.length}${errors.length ? ` (${[...new Set(errors)].join(', ')})` : ''}`,
      );
      console.log(
        `  stored: ${stored.attempts} attempts, ${stored.answers} answers in ${stored.answer_rows} rows (expected ${expected}: ${exactlyOnce ? 'each exactly once' : 'MISMATCH'})`,
      );
      console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
    } finally {
      if (server.child.exitCode === null) await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (rows.some((row) => !row.pass)) process.exitCode = 1;
