import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../../apps/api/scripts/server-flags.mjs';
import { expectNoSeriousA11yViolations, openIn } from '../support/fixtures';

/**
 * A fresh installation, as a school first starts it: no admin yet, so /admin offers the
 * first-run setup with the code the server printed in its log. Runs its own compiled server
 * on an empty data folder (the shared one already has an admin).
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let dataDir: string;
let origin: string;
let log = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'madrasa-e2e-setup-'));
  server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', () => {
      const port = log.match(/running at http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first admin is made at /admin with the code from the log, in Arabic on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = log.match(/setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
  expect(code, log).toBeTruthy();

  await openIn(page, 'ar', `${origin}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعداد مدرسة');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('رمز الإعداد').fill('AAAA-BBBB-CCCC');
  await page.getByLabel('اسمك').fill('محمد الأحمد');
  await page.getByLabel('البريد الإلكتروني').fill('editor@madrasa.jo');
  await page.getByLabel('كلمة المرور (8 أحرف على الأقل)').fill('Strong#Pass1');
  await page.getByRole('button', { name: 'إنشاء حساب المشرف' }).click();
  await expect(
    page.locator('.Toastify').getByText('رمز الإعداد غير صحيح. يُطبع في سجل الخادم عند تشغيله.'),
  ).toBeVisible();

  await page.getByLabel('رمز الإعداد').fill(String(code).toLowerCase());
  await page.getByRole('button', { name: 'إنشاء حساب المشرف' }).click();
  await expect(
    page.locator('.Toastify').getByText('أهلًا بك، محمد الأحمد. حساب المشرف جاهز.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('إعداد مدرسة');
});

test('once an admin exists, /admin is the sign-in again, in English', async ({ page }) => {
  await openIn(page, 'en', `${origin}/admin`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign-in');
  await expect(page.getByLabel('Setup code')).toHaveCount(0);
  await page.getByLabel('Email').fill('editor@madrasa.jo');
  await page.getByLabel('Password').fill('Strong#Pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
});
