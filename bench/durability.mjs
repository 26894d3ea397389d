#!/usr/bin/env node
// What a durable commit costs on the embedded database (issue 33): sign-ups, exam answer saves
// and progress saves a second on PGlite, each kind sent by CLIENTS clients at once, with their
// p50/p99, on a data dir on this machine's disk; a write counts when it is answered 2xx.
// `--server DIR` runs another checkout's compiled server (its apps/api/dist/server.js, built
// there) on the same requests: the "before" figure of bench/RESULTS.md. This measures
// throughput with every client always waiting; the answer-save latency target is
// bench/exam.mjs's, a class at its own pace. PASS: every write answered 2xx.
// Usage: node bench/durability.mjs [--count 400] [--clients 8] [--server DIR]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { call, DEMO, machine, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '400' },
    clients: { type: 'string', default: '8' },
    server: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const CLIENTS = Number(values.clients);

/** Runs `count` writes, `clients` at a time; each `write(i)` resolves to its reply. */
async function burst(count, write) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < count; i = next++) {
        const reply = await write(i);
        latencies.push(reply.ms);
        if (reply.status < 200 || reply.status > 299) failures.push(reply.status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return { perSecond: count / seconds, p50: at(0.5), p99: at(0.99), failures };
}

const signUp = (url, i) =>
  call(url, '/api/student/register', {
    method: 'POST',
    body: {
      first_name: 'عبدُ الله',
      last_name: 'أبو العَيْنَيْن',
      phone_number: `0791${String(i).padStart(6, '0')}`,
      email: `durability.${i}@example.com`,
      password: 'Madrasa#2026',
      password_confirmation: 'Madrasa#2026',
      gender: 'male',
      age_group: '15-18',
      school_type: 'governmental',
      residence: 'Irbid',
    },
  });

async function signIn(url) {
  const login = await call(url, '/api/student/login', {
    method: 'POST',
    body: { login: DEMO.student, password: DEMO.password },
  });
  if (!login.json?.data?.token) throw new Error(`sign-in: ${JSON.stringify(login.json)}`);
  return login.json.data.token;
}

async function gradeTen(url) {
  const grades = (await call(url, '/api/grades')).json.data;
  const grade = grades.find((row) => row.grade_key === 'grade10');
  return (await call(url, `/api/subjects?grade_id=${grade.id}&semester=first`)).json.data;
}

/** The seeded exams of grade 10, started once each: answers are then saved again and again. */
async function startAttempts(url, token) {
  const attempts = [];
  for (const subject of await gradeTen(url)) {
    const exams = (await call(url, `/api/computer-exams?subject_id=${subject.id}&semester=first`))
      .json.data;
    for (const exam of exams) {
      const started = await call(url, `/api/computer-exams/${exam.id}/attempts`, {
        method: 'POST',
        token,
        body: { mode: 'regular' },
      });
      if (started.json?.data?.questions) attempts.push(started.json.data);
    }
  }
  if (attempts.length === 0) throw new Error('no exam to start');
  return attempts.flatMap((attempt) =>
    attempt.questions.map((question) => ({ attempt: attempt.id, question })),
  );
}

async function lessonsOf(url) {
  for (const subject of await gradeTen(url)) {
    const lessons = (await call(url, `/api/lessons?subject_id=${subject.id}&semester=first`)).json
      .data;
    if (lessons.length > 0) return lessons;
  }
  throw new Error('no grade-10 lessons');
}

console.log(
  `Durable commits on PGlite: ${COUNT} writes of each kind, ${CLIENTS} clients at once (${machine()})`,
);
console.log(`Server: ${values.server ?? 'this checkout'}`);
const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-durability-bench-'));
const server = await startServer({
  dataDir,
  root: values.server,
  env: { TRUST_PROXY: 'true', SEED_DEMO: 'true' },
});
let pass = true;
try {
  const token = await signIn(server.url);
  const answers = await startAttempts(server.url, token);
  const lessons = await lessonsOf(server.url);
  const kinds = {
    'sign-ups': (i) => signUp(server.url, i),
    'exam answer saves': (i) => {
      const { attempt, question } = answers[i % answers.length];
      const answer = question.kind === 'numeric' ? { value: i % 10 } : { options: [i % 2] };
      return call(server.url, `/api/exam-attempts/${attempt}/answers/${question.position}`, {
        method: 'PUT',
        token,
        body: { answer },
      });
    },
    'progress saves': (i) =>
      call(server.url, `/api/student/progress/videos/lesson/${lessons[i % lessons.length].id}`, {
        method: 'POST',
        token,
        body: { position_seconds: 10 + (i % 500), duration_seconds: 600, played_seconds: 1 },
      }),
  };
  console.log('\n| writes | a second | p50 | p99 | failed |');
  console.log('|---|---|---|---|---|');
  for (const [kind, write] of Object.entries(kinds)) {
    await burst(Math.min(20, COUNT), (i) => write(COUNT + i)); // warm up, not measured
    const result = await burst(COUNT, write);
    const ms = (n) => `${n.toFixed(1)} ms`;
    console.log(
      `| ${kind} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.failures.length} |`,
    );
    if (result.failures.length > 0) pass = false;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${pass ? 'PASS' : 'FAIL'}`);
if (!pass) process.exitCode = 1;
