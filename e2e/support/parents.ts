import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeMailedTo } from './outbox';
import { bearer, type Session } from './sessions';

/** A parent signed up and verified through the API, linked to `child` with the child's code. */
export async function linkedParent(request: APIRequestContext, child: Session) {
  const unique = `${Date.now()}${process.pid % 100}`.slice(-8);
  const email = `parent-${unique}@e2e.madrasa.test`;
  const password = 'parent-secret-1';
  const registered = await request.post('/api/parent/register', {
    data: {
      first_name: 'Huda',
      last_name: 'Najjar',
      phone_number: `+9627${unique}`,
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const parentId = (await registered.json()).data.id as number;
  const since = Date.now();
  await request.post('/api/parent/login', { data: { login: email, password } });
  const verified = await request.post('/api/parent/verify-otp', {
    data: { parent_id: parentId, otp: await codeMailedTo(email, since) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const token = (await verified.json()).data.token as string;
  const made = await request.post('/api/student/parent-link-code', { headers: bearer(child) });
  const { code } = (await made.json()).data as { code: string };
  const linked = await request.post('/api/parent/children', {
    headers: bearer({ token }),
    data: { code },
  });
  expect(linked.status(), await linked.text()).toBe(201);
  return { id: parentId, token };
}

/** The parent's stored session, as logging in writes it (the parent's own keys). */
export async function signInParent(page: Page, parent: { id: number; token: string }) {
  await page.addInitScript((parent) => {
    const user = { id: parent.id, token: parent.token, username: `par_huda_${parent.id}` };
    localStorage.setItem('user', JSON.stringify({ ...user, userType: 'parent' }));
    localStorage.setItem('id', String(parent.id));
    localStorage.setItem('token', parent.token);
    localStorage.setItem('username', user.username);
    localStorage.setItem('userType', 'parent');
  }, parent);
}
