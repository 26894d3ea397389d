import { expect, type Page, test } from '@playwright/test';
import { newPerson, type Person, type Texts, textsFor } from '../support/auth-texts';
import { LANGUAGES, type Language, menuToggle, openIn } from '../support/fixtures';
import { codeMailedTo } from '../support/outbox';
import { type Role, signUp } from '../support/sessions';

/**
 * The sign-up and reset journeys walk each role once, each in the other language in the other
 * journey: both roles and both languages are walked. The roles' forms differ only in the fields
 * they ask for, which the validation test below and the API tests check field by field.
 */
const SIGN_UPS: [Role, Language][] = [
  ['student', 'ar'],
  ['teacher', 'en'],
];
const RESETS: [Role, Language][] = [
  ['teacher', 'ar'],
  ['student', 'en'],
];

async function fillSignup(page: Page, language: Language, role: Role, person: Person) {
  const t = textsFor(language);
  const field = (key: keyof Texts['ui']) => page.getByLabel(t.ui[key], { exact: true });
  await field('field.firstName').fill(person.firstName);
  await field('field.lastName').fill(person.lastName);
  await field('field.phone').fill(person.phone);
  await field('field.email').fill(person.email);
  await field('field.gender').selectOption(role === 'student' ? 'female' : 'male');
  if (role === 'student') {
    await field('field.ageGroup').selectOption('15-18');
    await field('field.schoolType').selectOption('governmental');
    await field('field.residence').selectOption('Amman');
  } else {
    await field('field.ageGroupTaught').selectOption('High School');
    await field('field.yearsOfExperience').fill('6');
    await field('field.subject').fill(language === 'ar' ? 'الرياضيات' : 'Mathematics');
  }
  await field('field.password').fill(person.password);
  await field('field.confirmPassword').fill(person.password);
}

async function logIn(page: Page, t: Texts, login: string, password: string) {
  await page.getByLabel(t.ui['field.login'], { exact: true }).fill(login);
  await page.getByLabel(t.ui['field.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t.ui['login.submit'], exact: true }).click();
}

const greeting = (page: Page, name: string) =>
  page.getByRole('banner').getByText(name, { exact: true }).filter({ visible: true });

for (const [role, language] of SIGN_UPS) {
  const t = textsFor(language);

  test(`a ${role} signs up, confirms the mailed code, logs out and back in (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const person = newPerson(role, language);
    await openIn(page, language, `/signup/${role}`);
    await fillSignup(page, language, role, person);
    await page.getByRole('button', { name: t.ui['signup.submit'], exact: true }).click();
    await expect(page.getByText(t.msg['auth.registered'])).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login/${role}$`), { timeout: 8_000 });

    const since = Date.now();
    await logIn(page, t, person.email, person.password);
    await expect(page.getByText(t.msg['auth.otp_sent'])).toBeVisible();
    await expect(page).toHaveURL(/\/login\/conformation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ui['otp.title']);
    await page
      .getByLabel(t.ui['field.otp'], { exact: true })
      .fill(await codeMailedTo(person.email, since));
    await page.getByRole('button', { name: t.ui['otp.submit'], exact: true }).click();
    await expect(page.getByText(t.msg['auth.otp_verified'])).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(greeting(page, person.firstName)).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: t.common['auth.logout'] })
      .filter({ visible: true })
      .click();
    await expect(page.getByText(t.common['auth.loggedOut'])).toBeVisible();
    await expect(page).toHaveURL(/\/login\/user-type$/);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();

    // Verified now: the phone and password lead straight to a token and home.
    await page.goto(`/login/${role}`);
    await logIn(page, t, person.phone, person.password);
    await expect(page.getByText(t.msg['auth.login_success'])).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(greeting(page, person.firstName)).toBeVisible();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy();
  });
}

for (const [role, language] of RESETS) {
  const t = textsFor(language);

  test(`a ${role} resets the password: the old one is refused, the new one works (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const person = newPerson(role, language);
    await openIn(page, language, `/forgot/${role}`);
    await signUp(page.request, role, { person });

    const since = Date.now();
    await page.getByLabel(t.ui['field.phone'], { exact: true }).fill(person.phone);
    await page.getByRole('button', { name: t.ui['forgot.sendOtp'], exact: true }).click();
    await expect(page.getByText(t.ui['forgot.code.lead'])).toBeVisible();
    await page
      .getByLabel(t.ui['field.otp'], { exact: true })
      .fill(await codeMailedTo(person.email, since));
    await page.getByRole('button', { name: t.ui['forgot.verifyOtp'], exact: true }).click();

    const newPassword = 'second-secret-2';
    await page.getByLabel(t.ui['field.newPassword'], { exact: true }).fill(newPassword);
    await page.getByLabel(t.ui['field.confirmPassword'], { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.ui['forgot.resetPassword'], exact: true }).click();
    await expect(page.getByText(t.msg['auth.password_reset'])).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login/${role}$`));
    await expect(page.evaluate(() => localStorage.getItem('resetPhoneNumber'))).resolves.toBeNull();

    await logIn(page, t, person.email, person.password);
    await expect(page.getByText(t.msg['auth.invalid_credentials'])).toBeVisible();
    await logIn(page, t, person.email, newPassword);
    // The reset code reached the account's e-mail, so the account counts as verified too.
    await expect(page.getByText(t.msg['auth.login_success'])).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
}

for (const language of LANGUAGES) {
  const t = textsFor(language);

  test(`the sign-up and login forms report broken fields as docs/product.md §5 says (${language})`, async ({
    page,
  }) => {
    await openIn(page, language, '/signup/student');
    const submit = page.getByRole('button', { name: t.ui['signup.submit'], exact: true });
    await page.getByLabel(t.ui['field.phone'], { exact: true }).fill('12345');
    await page.getByLabel(t.ui['field.email'], { exact: true }).fill('sara@');
    await page.getByLabel(t.ui['field.password'], { exact: true }).fill('short');
    await submit.click();
    // The first errors are also toasted; read the toasts first, before they close on their own
    // (a slow machine spent their lifetime on the field checks below).
    for (const key of ['auth.first_name_required', 'auth.last_name_required'] as const) {
      await expect(page.getByRole('alert').filter({ hasText: t.msg[key] })).toBeVisible();
    }
    const form = page.locator('form');
    for (const key of [
      'auth.first_name_required',
      'auth.phone_invalid',
      'auth.email_invalid',
      'auth.gender_required',
      'auth.age_group_required',
      'auth.school_type_required',
      'auth.password_min',
    ] as const) {
      await expect(form.getByText(t.msg[key], { exact: true })).toBeVisible();
    }
    // The first broken field has the focus.
    await expect(page.getByLabel(t.ui['field.firstName'], { exact: true })).toBeFocused();
    // Editing a field clears its error.
    const firstName = page.getByLabel(t.ui['field.firstName'], { exact: true });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await firstName.fill('S');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText(t.msg['auth.first_name_required'])).toHaveCount(0);

    await page.goto('/signup/teacher');
    await page.getByLabel(t.ui['field.yearsOfExperience'], { exact: true }).fill('-2');
    await page.getByLabel(t.ui['field.subject'], { exact: true }).fill('M');
    await page.getByRole('button', { name: t.ui['signup.submit'], exact: true }).click();
    for (const key of [
      'auth.age_group_taught_required',
      'auth.years_positive',
      'auth.subject_min',
    ] as const) {
      await expect(page.locator('form').getByText(t.msg[key], { exact: true })).toBeVisible();
    }

    await page.goto('/login/student');
    await page.getByRole('button', { name: t.ui['login.submit'], exact: true }).click();
    await expect(
      page.locator('form').getByText(t.msg['auth.login_required'], { exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('form').getByText(t.msg['auth.password_required'], { exact: true }),
    ).toBeVisible();
    await logIn(page, t, 'not-a-login', 'short');
    await expect(
      page.locator('form').getByText(t.msg['auth.login_invalid'], { exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('form').getByText(t.msg['auth.password_min'], { exact: true }),
    ).toBeVisible();

    await page.goto('/login/teacher');
    await page.getByRole('button', { name: t.ui['login.submit'], exact: true }).click();
    await expect(
      page.locator('form').getByText(t.msg['auth.teacher_login_required'], { exact: true }),
    ).toBeVisible();
  });

  test(`a duplicate e-mail is refused by the server and shown on the field (${language})`, async ({
    page,
  }) => {
    const taken = newPerson('student', language);
    await openIn(page, language, '/signup/student');
    await signUp(page.request, 'student', { person: taken });
    await fillSignup(page, language, 'student', {
      ...newPerson('student', language),
      email: taken.email,
    });
    await page.getByRole('button', { name: t.ui['signup.submit'], exact: true }).click();
    await expect(
      page.getByText(t.msg['auth.signup_failed'].replace('{{message}}', t.msg['auth.email_taken'])),
    ).toBeVisible();
    const email = page.getByLabel(t.ui['field.email'], { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.locator('form').getByText(t.msg['auth.email_taken'], { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/student$/);
  });
}

// The page's clock, not the test's: a slide's 3 s are run through at once, on any machine.
test('the welcome slider advances every 3 s, loops, and follows its dots (Arabic, RTL)', async ({
  page,
}) => {
  const t = textsFor('ar');
  await page.clock.install();
  await openIn(page, 'ar', '/login/student');
  await page.clock.pauseAt(Date.now() + 1_000);
  const dot = (n: number) =>
    page.getByRole('button', { name: t.ui['slider.goTo'].replace('{{number}}', String(n)) });
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(3_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(6_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: t.ui['slider.pause'] }).click();
  await page.clock.runFor(3_500);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

test('the slider stays still for readers who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const t = textsFor('en');
  await page.clock.install();
  await openIn(page, 'en', '/login/teacher');
  await page.clock.pauseAt(Date.now() + 1_000);
  await expect(page.getByRole('button', { name: t.ui['slider.play'] })).toBeVisible();
  await page.clock.runFor(3_500);
  await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

/** Digits as an Arabic phone keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);

test('a Jordanian student on a phone: عبد الله, a number and a code typed in Arabic digits, login with +962', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const t = textsFor('ar');
  const person = { ...newPerson('student', 'ar'), firstName: 'عبد الله', lastName: 'الخطيب' };
  // The same number as people write it at home: 07…, on an Arabic keyboard.
  const typedPhone = arabicDigits(`0${person.phone.slice(4)}`);
  await openIn(page, 'ar', '/signup/student');
  await fillSignup(page, 'ar', 'student', { ...person, phone: typedPhone });
  await page.getByRole('button', { name: t.ui['signup.submit'], exact: true }).click();
  await expect(page.getByText(t.msg['auth.registered'])).toBeVisible();
  await expect(page).toHaveURL(/\/login\/student$/, { timeout: 8_000 });

  const since = Date.now();
  await logIn(page, t, person.phone, person.password);
  await expect(page.getByText(t.msg['auth.otp_sent'])).toBeVisible();
  await expect(page).toHaveURL(/\/login\/conformation$/);
  const code = await codeMailedTo(person.email, since);
  await page.getByLabel(t.ui['field.otp'], { exact: true }).fill(arabicDigits(code));
  await page.getByRole('button', { name: t.ui['otp.submit'], exact: true }).click();
  await expect(page.getByText(t.msg['auth.otp_verified'])).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The phone layout greets in its menu: open it to see the name.
  await menuToggle(page, t.common['header.openMenu']).click();
  await expect(greeting(page, 'عبد الله')).toBeVisible();
});
