import path from 'node:path';
import { ROLES, type Role } from '@madrasa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import { createSession, findSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import {
  createGrade,
  createParent,
  createReview,
  createStudent,
  createSubject,
  createTeacher,
} from '../factories.ts';
import { type OpenApiDocument, type Operation, readOperations } from './operations.ts';
import { describe, listFiles, replyProblem, watchTables } from './reply-checks.ts';
import { encode, type FuzzRequest } from './request-arbitraries.ts';

export type Caller = Role | 'visitor';

export type FuzzKit = TestApp & {
  operations: Operation[];
  /** The kind of caller each operation admits (found by asking it), by operation key. */
  callers: Map<string, Caller>;
  /** Sends as `caller` and throws when the reply breaks a fuzzing property. */
  send: (request: FuzzRequest, caller: Caller, op: Operation) => Promise<LightMyRequestResponse>;
  /** Sends one request to the operation `key` as the caller it admits, with the same checks. */
  sendTo: (key: string, request: Omit<FuzzRequest, 'method'>) => Promise<LightMyRequestResponse>;
};

/** The seed every fuzz file runs with; FUZZ_SEED replays another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 9_092_026);

// An id no row has: probing who a route admits must not delete or change anything.
const NOWHERE = '2147483647';

/**
 * The app on empty tables plus one of each account and a little catalogue, with a
 * checker for the fuzzing properties: no 5xx, no internals in a body, every 4xx the JSON
 * error envelope, and a rejected request leaves every table (and stored files) as it was.
 */
export async function startFuzzKit(): Promise<FuzzKit> {
  const t = await buildTestApp({ seed: false });
  const { db } = t.app;
  const grade = await createGrade(db);
  await createSubject(db, { grade_id: grade.id });
  const [student, teacher, parent] = await Promise.all([
    createStudent(db),
    createTeacher(db),
    createParent(db),
  ]);
  await createReview(db, { teacher_id: teacher.id });
  const admin = await createAdmin(db, {
    email: 'fuzz-admin@example.com',
    name: 'Fuzz Admin',
    password: 'Fuzz#Admin#2026',
  });
  const ids: Record<Role, number> = {
    student: student.id,
    teacher: teacher.id,
    admin: admin.id,
    parent: parent.id,
  };
  const tokens = new Map<Role, string>();
  const tokenOf = async (role: Role) => {
    const known = tokens.get(role);
    // Logout (or a password change) ends a session: open a new one for the next call.
    if (known && (await findSession(db, known))) return known;
    const token = await createSession(db, { role, id: ids[role] });
    tokens.set(role, token);
    return token;
  };

  const snapshot = await watchTables(t);
  let address = 0;
  const inject = async (request: FuzzRequest, token?: string) => {
    address += 1;
    const { payload, headers, method, url } = await encode(request);
    return t.app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // A fresh address per request keeps the per-address limits from hiding the routes.
      remoteAddress: `198.18.${(address >> 8) & 255}.${address & 255}`,
    });
  };

  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
  const operations = readOperations(doc);
  const callers = new Map<string, Caller>();
  for (const op of operations) {
    const url = op.pathParams.reduce(
      (p, param) => p.replace(`{${param.name}}`, String(param.schema.enum?.[0] ?? NOWHERE)),
      op.path,
    );
    const probe = { method: op.method, url, headers: {} };
    if ((await inject(probe)).statusCode !== 401) {
      callers.set(op.key, 'visitor');
      continue;
    }
    for (const role of ROLES) {
      const reply = await inject(probe, await createSession(db, { role, id: ids[role] }));
      if (reply.statusCode !== 401 && reply.statusCode !== 403) {
        callers.set(op.key, role);
        break;
      }
    }
  }

  const storageDir = path.join(t.dataDir, 'storage');
  const send: FuzzKit['send'] = async (request, caller, op) => {
    const token = caller === 'visitor' ? undefined : await tokenOf(caller);
    const before = await snapshot();
    const files = op.form ? await listFiles(storageDir) : [];
    const reply = await inject(request, token);
    const where = () => describe(request, caller, reply);
    const problem = replyProblem(reply);
    if (problem) throw new Error(`${problem}: ${where()}`);
    if (reply.statusCode < 400) return reply;
    if ((await snapshot()) !== before) throw new Error(`a rejected request stored: ${where()}`);
    if (op.form && String(await listFiles(storageDir)) !== String(files)) {
      throw new Error(`a rejected upload left files: ${where()}`);
    }
    return reply;
  };

  const sendTo: FuzzKit['sendTo'] = async (key, request) => {
    const op = operations.find((each) => each.key === key);
    const caller = callers.get(key);
    if (!op || !caller) throw new Error(`${key} is not in the OpenAPI document`);
    return send({ method: op.method, ...request }, caller, op);
  };

  return { ...t, operations, callers, send, sendTo };
}
