import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newPerson, type Person } from './auth-texts';
import { chooseLanguageCookie, type Language } from './fixtures';
import { codeMailedTo } from './outbox';

export type Role = 'student' | 'teacher';
export type Session = { id: number; token: string; username: string; first_name: string };
export type AdminSession = { token: string; admin: { id: number; name: string; email: string } };

/** The admin scripts/e2e-server.mjs creates (defaults as in playwright.config.ts). */
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@madrasa.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026',
};

const SIGN_UP = {
  student: { age_group: '15-18', school_type: 'private', residence: 'Irbid' },
  teacher: { age_group_taught: 'Middle School', years_of_experience: 4, subject: 'Science' },
};

type NewAccount = { person?: Person; fields?: object };

/** Signs up a new account through the API (not verified); answers its id. */
export async function signUp(
  request: APIRequestContext,
  role: Role,
  { person = newPerson(role, 'en'), fields = {} }: NewAccount = {},
): Promise<number> {
  const registered = await request.post(`/api/${role}/register`, {
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      phone_number: person.phone,
      email: person.email,
      gender: 'female',
      password: person.password,
      password_confirmation: person.password,
      ...SIGN_UP[role],
      ...fields,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return (await registered.json()).data.id;
}

/**
 * A new account, signed up, logged in and verified with the mailed code through the API.
 * `person` names it (a fresh English one by default); `fields` replaces sign-up fields
 * (the security journeys store payloads in them).
 */
export async function verifiedAccount(
  request: APIRequestContext,
  role: Role,
  { person = newPerson(role, 'en'), fields = {} }: NewAccount = {},
): Promise<Session> {
  const id = await signUp(request, role, { person, fields });
  const since = Date.now();
  await request.post(`/api/${role}/login`, {
    data: { login: person.email, password: person.password },
  });
  const verified = await request.post(`/api/${role}/verify-otp`, {
    data: { [`${role}_id`]: id, otp: await codeMailedTo(person.email, since) },
  });
  expect(verified.status()).toBe(200);
  const { token, username } = (await verified.json()).data;
  return { id, token, username, first_name: person.firstName };
}

export async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

export const bearer = (session: { token: string }) => ({
  authorization: `Bearer ${session.token}`,
});

/** The app's stored session of a student or teacher (what logging in writes). */
function writeSession({ session, role }: { session: Session; role: Role }) {
  localStorage.setItem('user', JSON.stringify({ ...session, userType: role }));
  localStorage.setItem('id', String(session.id));
  localStorage.setItem('token', session.token);
  localStorage.setItem('username', session.username);
  localStorage.setItem('userType', role);
}

/** Stores a student's or teacher's session as the app does; the page must be on the app. */
export async function storeUserSession(page: Page, role: Role, session: Session) {
  await page.evaluate(writeSession, { session, role });
}

/** Signs the tab in before the app starts, once (later reloads keep what the app did). */
export async function signInAs(page: Page, role: Role, session: Session) {
  const write = `(${writeSession})(${JSON.stringify({ session, role })})`;
  await page.addInitScript(
    `if (!sessionStorage.getItem('e2e-seeded')) { sessionStorage.setItem('e2e-seeded', '1'); ${write}; }`,
  );
}

/** Stores the admin console's session (kept apart from the public one by the app). */
export async function storeAdminSession(page: Page, session: AdminSession) {
  await page.evaluate((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('adminUser', JSON.stringify(session.admin));
  }, session);
}

/**
 * Switches the app's language for the next page loads (the page must be on the app): the
 * cookie the server draws pages in, and the browser's copy, as the language menu writes them.
 */
export async function storeLanguage(page: Page, language: Language) {
  await chooseLanguageCookie(page, language);
  await page.evaluate((language) => localStorage.setItem('lang', language), language);
}
