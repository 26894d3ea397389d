import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadKind } from '../../lib/uploads/index.ts';
import { createGrade, createSubject } from '../../test-support/factories.ts';
import { type AdminTestKit, startAdminTestKit } from '../../test-support/kits/admin-test-kit.ts';
import {
  NO_BODY_ROUTES,
  READ_FILE_ROUTES,
  UPLOAD_ROUTES,
  type UploadRoute,
} from '../../test-support/security/upload-routes.ts';
import {
  type FilePart,
  multipart,
  SAMPLE,
  storedFiles,
} from '../../test-support/uploads/test-files.ts';

/**
 * Attack: MIME spoofing on every upload (issue 9). A page, a scripted SVG or a program,
 * named and typed as the PDF, picture or video the route expects, is refused with 415
 * before anything is stored: no file on disk, no row changed. The type comes from the
 * bytes only (docs/decisions.md §5), so a real file still passes under a lying name, and every
 * stored file is served with its sniffed type and `nosniff`.
 */
const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
const HOSTILE: [label: string, bytes: Uint8Array][] = [
  ['an HTML page', Buffer.from(html)],
  ['an SVG with a script', Buffer.from(svg)],
  ['a Linux program', SAMPLE.elf()],
  [
    'a Windows program',
    Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(64)]),
  ],
];
const LIE: Record<UploadKind, { name: string; type: string }> = {
  pdf: { name: 'notes.pdf', type: 'application/pdf' },
  image: { name: 'photo.jpg', type: 'image/jpeg' },
  video: { name: 'lesson.mp4', type: 'video/mp4' },
  captions: { name: 'lesson.ar.vtt', type: 'text/vtt' },
};
const VALID: Record<UploadKind, () => Uint8Array> = {
  pdf: () => SAMPLE.pdf(),
  image: () => SAMPLE.png(),
  video: () => SAMPLE.mp4(),
  captions: () => SAMPLE.vtt(),
};
const SAFE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'video/mp4'].concat(
  ['text/vtt; charset=utf-8'],
);
const TABLES = ['subjects', 'lessons', 'worksheets', 'exams', 'summaries', 'teacher_guides']
  .concat(['blogs', 'students', 'teachers', 'teacher_files', 'teacher_video_lessons'])
  .concat(['teacher_paper_exams', 'exam_questions']);
const ROUTES = Object.keys(UPLOAD_ROUTES);

describe('attack: MIME spoofing on every upload route', () => {
  let t: AdminTestKit;
  let refs: { gradeId: number; subjectId: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startAdminTestKit();
    const grade = await createGrade(t.app.db);
    refs = {
      gradeId: grade.id,
      subjectId: (await createSubject(t.app.db, { grade_id: grade.id })).id,
    };
  });
  afterAll(() => t?.close());

  /** The row a `{id}` route changes: one an earlier upload created, or its `target`. */
  async function idFor(path: string, spec: UploadRoute): Promise<number> {
    const key = path.replace('/{id}', '');
    if (ids[key] === undefined && spec.target) {
      const created = await t.app.inject({
        method: 'POST',
        url: spec.target.url,
        payload: spec.target.body(refs),
        headers: { authorization: `Bearer ${t.tokens[spec.caller]}` },
      });
      ids[key] = created.json().data.id;
    }
    return ids[key] ?? 0;
  }

  async function send(route: string, files: Record<string, FilePart>) {
    const [method = '', path = ''] = route.split(' ');
    const spec = UPLOAD_ROUTES[route];
    if (!spec) throw new Error(`no such upload route ${route}`);
    const url = path.replace('{id}', String(await idFor(path, spec)));
    const body = await multipart({ ...spec.fields(refs), ...files });
    return t.app.inject({
      method: method as 'POST' | 'PATCH',
      url,
      payload: body.payload,
      headers: {
        ...body.headers,
        authorization: `Bearer ${t.tokens[spec.caller]}`,
        'accept-language': 'en',
      },
    });
  }

  /** Row counts and contents of every table an upload writes, as one string. */
  async function rows(): Promise<string> {
    const parts = TABLES.map(
      (table) =>
        `(select count(*) || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`,
    );
    const result = (await t.app.db.execute(
      sql.raw(`select ${parts.join(" || ',' || ")} as f`),
    )) as unknown as {
      rows: { f: string }[];
    };
    return result.rows[0]?.f ?? '';
  }

  it('knows every upload route of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const withoutBody: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(operations as Record<string, object>)) {
        // Upload routes read multipart themselves, so they alone declare no JSON body.
        if (['post', 'put', 'patch'].includes(method) && !('requestBody' in operation)) {
          withoutBody.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(
      withoutBody
        .filter((route) => !NO_BODY_ROUTES.includes(route) && !READ_FILE_ROUTES.includes(route))
        .sort(),
    ).toEqual([...ROUTES].sort());
  });

  it.each(ROUTES)(
    '%s takes real files under a lying name and type, served inert',
    async (route) => {
      const spec = UPLOAD_ROUTES[route];
      const files = Object.fromEntries(
        Object.entries(spec?.files ?? {}).map(([field, kind]) => [
          field,
          { bytes: VALID[kind](), name: 'page.html', type: 'text/html' },
        ]),
      );
      const response = await send(route, files);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const data = response.json().data;
      if (route.startsWith('POST /api/admin') || route.startsWith('POST /api/teacher-')) {
        ids[route.split(' ')[1] ?? ''] = data.id;
      }
      const served = JSON.stringify(data).match(/\/storage\/[a-z0-9/-]+\.[a-z0-9]+/g) ?? [];
      expect(served.length).toBeGreaterThan(0);
      for (const url of served) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(SAFE_TYPES).toContain(file.headers['content-type']);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
    },
  );

  it.each(ROUTES)('%s refuses a page, script or program posing as its file', async (route) => {
    const spec = UPLOAD_ROUTES[route];
    const [filesBefore, rowsBefore] = [await storedFiles(t.config.storageDir), await rows()];
    for (const [field, kind] of Object.entries(spec?.files ?? {})) {
      for (const [label, bytes] of HOSTILE) {
        // The other files of the form are real, so the hostile one is the only fault.
        const files = Object.fromEntries(
          Object.entries(spec?.files ?? {}).map(([name, k]) => [
            name,
            name === field ? { bytes, ...LIE[kind] } : { bytes: VALID[k](), name: `ok.${k}` },
          ]),
        );
        const response = await send(route, files);
        expect(response.statusCode, `${label} as ${field}`).toBe(415);
        expect(response.json()).toEqual({
          status: 'error',
          code: 'unsupported_media_type',
          message: 'This file type is not supported.',
          errors: { [field]: ['This file type is not supported.'] },
        });
      }
    }
    expect(await storedFiles(t.config.storageDir)).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('serves a PDF that carries a script as a PDF, never as a page', async () => {
    const polyglot = Buffer.concat([SAMPLE.pdf(64), Buffer.from(html)]);
    const response = await send('POST /api/teacher-uploads', {
      file: { bytes: polyglot, name: 'x.html', type: 'text/html' },
    });
    expect(response.statusCode).toBe(201);
    const url = JSON.stringify(response.json().data).match(/\/storage\/[a-z0-9/-]+\.pdf/)?.[0];
    const file = await t.app.inject({ method: 'GET', url: url ?? '/storage/missing.pdf' });
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
  });
});
