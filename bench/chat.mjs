// npm run bench:chat: class chat rooms (issue 39, docs/decisions.md §20).
// 1. 300 students and their teacher in one room on PostgreSQL with Redis, two API instances
//    (separate processes), sockets spread over both; members post at a realistic pace
//    (each well inside flood control) and every socket's delivery of every message is
//    timed from the moment its POST was sent. Target: p99 ≤ 200 ms.
// 2. 2,000 open sockets on one instance: resident memory per socket, and the public reads'
//    p99 with the sockets open against without (bench:api's target, ≤ 20 ms on PostgreSQL).
// Options: --pg URL (a PostgreSQL server for a scratch database), --redis URL.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import {
  call,
  DEFAULT_PG,
  fmt,
  machine,
  measure,
  memoryOf,
  runSql,
  scratchPostgres,
  settled,
  startServer,
  TARGET_PG_P99_MS,
  verdicts,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    pg: { type: 'string', default: DEFAULT_PG },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    messages: { type: 'string', default: '60' },
  },
});
const ROOM_MEMBERS = 300;
const MANY_SOCKETS = 2000;
const MESSAGES = Number(values.messages);
/** Two messages a second in the room, each from another student: a lively class. */
const PACE_MS = 500;
const TARGET_DELIVERY_P99_MS = 200;
const READS = ['/api/grades', '/api/subjects?grade_id=1'];

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `count` students, each with a session whose token we know, in classes of at most 300. */
async function addMembers(url, count, tag) {
  const { rows } = await runSql(
    url,
    `INSERT INTO students (first_name, last_name, phone_number, email, gender, age_group,
        school_type, residence, password_hash, verified_at)
      SELECT 'طالب', 'المحادثة ' || g, '+96277' || lpad((g + ${tag * 10000})::text, 7, '0'),
        'chat.bench' || ${tag} || '.' || g || '@example.com', 'female', '15-18', 'governmental',
        'amman', 'x', now()
      FROM generate_series(1, ${count}) g
      RETURNING id`,
  );
  const ids = rows.map((row) => row.id);
  const [teacher] = (await runSql(url, 'SELECT id FROM teachers ORDER BY id LIMIT 1')).rows;
  const classes = [];
  for (let start = 0; start < ids.length; start += ROOM_MEMBERS) {
    const code = randomBytes(4).toString('hex').toUpperCase();
    const made = await runSql(
      url,
      `INSERT INTO classes (teacher_id, name, code) VALUES (${teacher.id}, 'Chat bench ${tag}', '${code}') RETURNING id`,
    );
    const classId = made.rows[0].id;
    const slice = ids.slice(start, start + ROOM_MEMBERS);
    await runSql(
      url,
      `INSERT INTO class_members (class_id, student_id) SELECT ${classId}, unnest(ARRAY[${slice.join(',')}])`,
    );
    classes.push({ id: classId, students: slice });
  }
  // Sessions whose tokens we know, stored as the server stores them (a hash), in one insert.
  const accounts = [...ids.map((id) => ['student', id]), ['teacher', teacher.id]].map(
    ([role, id]) => ({ role, id, token: randomBytes(32).toString('base64url') }),
  );
  await runSql(
    url,
    `INSERT INTO sessions (token_hash, user_kind, user_id, expires_at) VALUES ${accounts
      .map((a) => `('${sha256(a.token)}', '${a.role}', ${a.id}, now() + interval '1 day')`)
      .join(',')}`,
  );
  const students = accounts.filter((a) => a.role === 'student');
  return { classes, students, teacher: accounts.at(-1) };
}

/** Opens a member's socket through `server`; `onMessage(event, at)` sees every event. */
async function openSocket(server, token, onMessage) {
  const ticket = await call(server.url, '/api/chat/ticket', { method: 'POST', token });
  if (ticket.status !== 200) throw new Error(`ticket ${ticket.status}`);
  const ws = new WebSocket(
    `${server.url.replace('http', 'ws')}/api/chat/socket?ticket=${ticket.json.data.ticket}`,
  );
  ws.on('message', (data) => onMessage(JSON.parse(String(data)), performance.now()));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

const { report, finish } = verdicts();
console.log(`Chat benchmark (${machine()})`);
const scratch = await scratchPostgres(values.pg);
if (!scratch) {
  console.log('PostgreSQL is needed: nothing measured.');
  process.exit(1);
}
const env = {
  DATABASE_URL: scratch.url,
  REDIS_URL: values.redis,
  REDIS_PREFIX: `madrasa-bench-${randomBytes(4).toString('hex')}:`,
  TRUST_PROXY: 'true',
};
const servers = [];
try {
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
  const [a, b] = servers;
  await settled(servers, 60);

  // ── 1. One room of 300 on two instances ────────────────────────────────────
  const room = await addMembers(scratch.url, ROOM_MEMBERS, 1);
  const classId = room.classes[0].id;
  const sentAt = new Map();
  const delays = [];
  let expected = 0;
  let delivered = 0;
  let allDelivered = () => {};
  const onMessage = (event, at) => {
    if (event.type !== 'message') return;
    const sent = sentAt.get(event.message.body);
    if (sent === undefined) return;
    delays.push(at - sent);
    delivered += 1;
    if (delivered === expected) allDelivered();
  };
  const members = [...room.students, room.teacher];
  const sockets = [];
  for (const [i, member] of members.entries()) {
    sockets.push(await openSocket(i % 2 === 0 ? a : b, member.token, onMessage));
  }
  expected = MESSAGES * sockets.length;
  const done = new Promise((resolve) => {
    allDelivered = resolve;
  });
  const errors = [];
  for (let n = 0; n < MESSAGES; n += 1) {
    const author = room.students[(n * 7) % room.students.length];
    const body = `رسالة ${n} message ${n} 📚`;
    const through = n % 2 === 0 ? a : b;
    sentAt.set(body, performance.now());
    call(through.url, `/api/classes/${classId}/chat/messages`, {
      method: 'POST',
      token: author.token,
      body: { body },
    }).then((response) => {
      if (response.status !== 201) errors.push(response.status);
    });
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000));
  await Promise.race([done, timeout]);
  for (const socket of sockets) socket.close();
  const sorted = delays.sort((x, y) => x - y);
  const p99 = percentile(sorted, 0.99);
  console.log(
    `\n${sockets.length} sockets in one room over two instances, ${MESSAGES} messages, one every ${PACE_MS} ms`,
  );
  console.log(
    `deliveries ${delivered}/${expected}, POST errors ${errors.length}; p50 ${fmt(percentile(sorted, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(sorted.at(-1) ?? 0, 1)} ms`,
  );
  report(
    'room of 300, 2 instances: send to delivery p99',
    `${p99?.toFixed(1)} ms`,
    `≤ ${TARGET_DELIVERY_P99_MS} ms, all delivered`,
    p99 <= TARGET_DELIVERY_P99_MS && delivered === expected && errors.length === 0,
  );

  // ── 2. 2,000 sockets on one instance ──────────────────────────────────────
  await b.stop();
  servers.pop();
  const measureReads = async () => {
    const out = {};
    for (const path of READS) {
      await measure(`${a.url}${path}`, { duration: 2, connections: 50 });
      out[path] = await measure(`${a.url}${path}`, { duration: 5, connections: 50 });
    }
    return out;
  };
  const crowd = await addMembers(scratch.url, MANY_SOCKETS, 2);
  // The slope between 1,000 and 2,000 sockets, each read once the server is quiet, before
  // any read bench: a heap grown by one keeps its room, and sockets would fill it unseen.
  const many = [];
  const openUpTo = async (count) => {
    while (many.length < count) {
      many.push(await openSocket(a, crowd.students[many.length].token, () => {}));
    }
    await settled([a]);
    return memoryOf(a.child.pid).rss;
  };
  const half = await openUpTo(crowd.students.length / 2);
  const full = await openUpTo(crowd.students.length);
  const perSocket = (full - half) / (crowd.students.length / 2);
  report(
    `${many.length} open sockets: resident memory`,
    `${(half / 2 ** 20).toFixed(0)} MB at ${crowd.students.length / 2} → ${(full / 2 ** 20).toFixed(0)} MB at ${many.length}, ${(perSocket / 1024).toFixed(1)} KB a socket`,
  );
  const withSockets = await measureReads();
  for (const socket of many) socket.terminate();
  await settled([a]);
  const without = await measureReads();
  for (const path of READS) {
    const p99Without = without[path].p99;
    const p99With = withSockets[path].p99;
    report(
      `GET ${path} p99, ${many.length} sockets open`,
      `${p99With} ms (${p99Without} ms without; ${withSockets[path].rps.toFixed(0)} req/s)`,
      `≤ ${TARGET_PG_P99_MS} ms`,
      p99With <= TARGET_PG_P99_MS && withSockets[path].errors === 0,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await scratch.drop();
}
finish();
