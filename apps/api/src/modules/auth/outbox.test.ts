import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, TEST_PASSWORD } from '../../test-support/factories.ts';
import { codeIn, readMail } from '../../test-support/mail/test-mailbox.ts';

describe('codes without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('land as .eml files in DATA_DIR/outbox, and the code in one of them signs in', async () => {
    const student = await createStudent(t.app.db, { verified_at: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { login: student.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const outbox = path.join(t.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const mail = readMail(await readFile(path.join(outbox, file ?? ''), 'utf8'));
    expect(mail.to).toBe(student.email);
    expect(mail.html).toContain('dir="rtl"');

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/student/verify-otp',
      payload: { student_id: student.id, otp: codeIn(mail) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('تم تأكيد الحساب بنجاح.');
  });
});
