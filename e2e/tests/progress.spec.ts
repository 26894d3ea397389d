import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import arCatalogue from '../../apps/web/src/locales/ar/catalogue.json' with { type: 'json' };
import arProgress from '../../apps/web/src/locales/ar/progress.json' with { type: 'json' };
import enCatalogue from '../../apps/web/src/locales/en/catalogue.json' with { type: 'json' };
import enProgress from '../../apps/web/src/locales/en/progress.json' with { type: 'json' };
import { expectNoSeriousA11yViolations, type Language, openIn } from '../support/fixtures';
import { type Session, signInAs, verifiedAccount } from '../support/sessions';

/**
 * Progress end to end (issue 18): a fresh student watches part of one lesson and the whole
 * of another; a second browser with the same account resumes the first where it stopped;
 * the subject card's bar moves; Home offers the first under Continue learning; the profile's
 * Progress tab counts the finished one. Arabic on a phone, English on a desktop, axe clean.
 */
type Lesson = { id: number; name_en: string; name_ar: string };
type Course = {
  gradeId: number;
  subject: { id: number; name_en: string; name_ar: string };
  lessons: Lesson[];
};

const textsOf = (language: Language) =>
  language === 'ar'
    ? { progress: arProgress, catalogue: arCatalogue }
    : { progress: enProgress, catalogue: enCatalogue };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A seeded grade-10 subject of the first semester with at least two lessons. */
async function courseWithLessons(request: APIRequestContext): Promise<Course> {
  const grades = (await (await request.get('/api/grades')).json()).data as {
    id: number;
    grade_key: string;
  }[];
  const grade = grades.find((row) => row.grade_key === 'grade10');
  if (!grade) throw new Error('no grade 10');
  const subjects = (
    await (await request.get(`/api/subjects?grade_id=${grade.id}&semester=first`)).json()
  ).data as Course['subject'][];
  for (const subject of subjects) {
    const lessons = (
      await (await request.get(`/api/lessons?subject_id=${subject.id}&semester=first`)).json()
    ).data as Lesson[];
    if (lessons.length >= 2) return { gradeId: grade.id, subject, lessons };
  }
  throw new Error('no subject with two lessons');
}

const lessonUrl = (course: Course, lesson: Lesson) =>
  `/course-content/${course.subject.id}/1/lesson?lesson=${lesson.id}`;

const saved = (page: Page, lesson: Lesson) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/api/student/progress/videos/lesson/${lesson.id}`) &&
      response.status() === 200,
  );

const player = (page: Page) => page.getByRole('dialog').locator('video');

/** Plays the open lesson for real, then stops it past `seconds` (or lets it end); answers where. */
async function watch(page: Page, lesson: Lesson, until: 'end' | number) {
  const video = player(page);
  const save = saved(page, lesson);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  if (until === 'end') {
    await expect
      .poll(() => video.evaluate((e: HTMLVideoElement) => e.ended), { timeout: 15_000 })
      .toBe(true);
  } else {
    await expect
      .poll(() => video.evaluate((e: HTMLVideoElement) => e.currentTime))
      .toBeGreaterThan(until);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
  }
  await save;
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

async function secondBrowser(browser: Browser, session: Session, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await signInAs(other, 'student', session);
  return { context, other };
}

const journeys: { language: Language; viewport: { width: number; height: number } }[] = [
  { language: 'ar', viewport: { width: 390, height: 844 } },
  { language: 'en', viewport: { width: 1366, height: 768 } },
];

for (const { language, viewport } of journeys) {
  const t = textsOf(language);
  const name = (row: { name_en: string; name_ar: string }) =>
    language === 'ar' ? row.name_ar : row.name_en;

  test(`a student's place, bars, Continue learning and Progress tab (${language}, ${viewport.width}px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const course = await courseWithLessons(request);
    const [begun, finished] = course.lessons as [Lesson, Lesson];
    const session = await verifiedAccount(request, 'student');
    await signInAs(page, 'student', session);

    // The subject card's bar before: nothing done yet.
    await openIn(page, language, `/materialsClass/${course.gradeId}`);
    const subjectBar = page.getByRole('progressbar', {
      name: fill(t.progress['bar.subjectLabel'], { name: name(course.subject) }),
    });
    await expect(subjectBar).toHaveAttribute('aria-valuenow', '0');
    await expectNoSeriousA11yViolations(page);

    // Part of one lesson, then the whole of another.
    await page.goto(lessonUrl(course, begun));
    const stoppedAt = await watch(page, begun, 2);
    await page.keyboard.press('Escape');
    await page.goto(lessonUrl(course, finished));
    await watch(page, finished, 'end');
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('listitem')
        .filter({
          has: page.getByRole('link', { name: `${t.catalogue['lessons.play']} ${name(finished)}` }),
        })
        .getByText(t.progress['tick.watched']),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Another browser, same account: the begun lesson resumes where it stopped.
    const { context, other } = await secondBrowser(browser, session, page);
    // The demo videos last 5 s and autoplay, so the proof is where the player first jumps to;
    // autoplay is stopped, or the clip would play to its end and count as watched.
    await other.addInitScript(() => {
      document.addEventListener(
        'play',
        (event) => (event.target as HTMLVideoElement).pause(),
        true,
      );
      document.addEventListener(
        'seeked',
        (event) => {
          const target = event.target as HTMLVideoElement;
          (window as unknown as { firstSeek?: number }).firstSeek ??= target.currentTime;
        },
        true,
      );
    });
    await openIn(other, language, lessonUrl(course, begun));
    await expect(player(other)).toHaveCount(1);
    const firstSeek = () =>
      other.evaluate(() => (window as unknown as { firstSeek?: number }).firstSeek ?? null);
    await expect.poll(firstSeek).not.toBeNull();
    const resumedAt = Number(await firstSeek());
    expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(1);
    await expectNoSeriousA11yViolations(other);
    await context.close();

    // The bar moved.
    await page.goto(`/materialsClass/${course.gradeId}`);
    await expect(subjectBar).not.toHaveAttribute('aria-valuenow', '0');

    // Home: the begun lesson under Continue learning, opening its player.
    await page.goto('/');
    const strip = page.getByRole('region', { name: t.progress['continue.title'] });
    await expect(strip.getByRole('link', { name: new RegExp(name(begun)) })).toBeVisible();
    await expect(strip.getByRole('link', { name: new RegExp(name(finished)) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await strip.getByRole('link', { name: new RegExp(name(begun)) }).click();
    await expect(page.getByRole('dialog', { name: name(begun) })).toBeVisible();
    await page.keyboard.press('Escape');

    // The profile's Progress tab counts the finished lesson.
    await page.goto('/profile/student');
    await page.getByRole('tab', { name: t.progress['tab.label'], exact: true }).click();
    const lessonsBar = page.getByRole('progressbar', {
      name: fill(t.progress['tab.lessonsOf'], { name: name(course.subject) }),
    });
    await expect(lessonsBar).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${fill(t.progress['bar.watched'], { done: 1, total: course.lessons.length })}`),
    );
    await expectNoSeriousA11yViolations(page);
  });
}
