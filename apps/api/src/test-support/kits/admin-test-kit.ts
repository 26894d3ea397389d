import type { LightMyRequestResponse } from 'fastify';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createStudent, createTeacher } from '../factories.ts';

/** Test support only: the app with one admin, student and teacher signed in. */
export type AdminTestKit = TestApp & {
  tokens: { admin: string; student: string; teacher: string };
  admin: { id: number; email: string; password: string };
  /** A request as the admin (or with `token`), JSON or multipart (`form`). */
  call: (options: CallOptions) => Promise<LightMyRequestResponse>;
};

type CallOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  form?: FormData;
  token?: string | null;
  language?: 'ar' | 'en';
};

export const ADMIN_PASSWORD = 'Admin#Secret1';

let sequence = 0;

export async function startAdminTestKit(seed = false): Promise<AdminTestKit> {
  const t = await buildTestApp({ seed });
  sequence += 1;
  const email = `admin${sequence}-${process.pid}@example.com`;
  const admin = await createAdmin(t.app.db, {
    email,
    name: 'Test Admin',
    password: ADMIN_PASSWORD,
  });
  const [student, teacher] = await Promise.all([createStudent(t.app.db), createTeacher(t.app.db)]);
  const tokens = {
    admin: await createSession(t.app.db, { role: 'admin', id: admin.id }),
    student: await createSession(t.app.db, { role: 'student', id: student.id }),
    teacher: await createSession(t.app.db, { role: 'teacher', id: teacher.id }),
  };
  const call = async ({ method, url, body, form, token, language = 'en' }: CallOptions) => {
    const auth = token === undefined ? tokens.admin : token;
    const headers: Record<string, string> = {
      'accept-language': language,
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    };
    if (!form) return t.app.inject({ method, url, headers, payload: body });
    // The standard Response serializes FormData to a multipart body with its boundary.
    const encoded = new Response(form);
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    const payload = Buffer.from(await encoded.arrayBuffer());
    return t.app.inject({ method, url, headers, payload });
  };
  return { ...t, tokens, admin: { id: admin.id, email, password: ADMIN_PASSWORD }, call };
}

/** Small files whose first bytes pass the upload type checks. */
export const SAMPLE_FILES = {
  png: () =>
    new Blob([
      Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      ),
    ]),
  pdf: () => new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n']),
  mp4: () =>
    new Blob([
      Buffer.concat([
        Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex'),
        Buffer.alloc(64),
      ]),
    ]),
};

/** A multipart form of text fields and named files. */
export function formOf(
  fields: Record<string, string | number>,
  files: Record<string, [Blob, string]> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, [blob, filename]] of Object.entries(files)) form.append(name, blob, filename);
  return form;
}

/** The storage key of a file the API hands out as a /storage path. */
export const storageKeyOf = (path: string) => path.replace(/^\/storage\//, '');

/** A new subject through the admin API: Physics, second semester, with a picture. */
export async function addSubject(
  t: AdminTestKit,
  gradeId: number,
  fields: Record<string, string | number> = {},
) {
  const response = await t.call({
    method: 'POST',
    url: '/api/admin/subjects',
    form: formOf(
      { grade_id: gradeId, semester: 'second', name_ar: 'الفيزياء', name_en: 'Physics', ...fields },
      { image: [SAMPLE_FILES.png(), 'physics.png'] },
    ),
  });
  if (response.statusCode !== 201) throw new Error(`subject not added: ${response.body}`);
  return response.json().data;
}
