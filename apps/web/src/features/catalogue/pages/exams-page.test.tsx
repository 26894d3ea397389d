import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { computerExam } from '@/test/computer-exam.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { siteConfigAnswer } from '@/test/site-config-answer.ts';
import { allowSlowLazyPages, MATHS, ok, okPage, pdf } from '../test/fixtures.ts';

allowSlowLazyPages();

const EXAM = pdf(5, 'End of First Semester Exam', 'امتحان نهاية الفصل الدراسي الأول', 40_000);

const COMPUTER_EXAM = computerExam();

describe('the Exams page', () => {
  it('shows paper exams by default, then the computer-based exams with the exam site too', async () => {
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/exams': okPage([EXAM]),
      '/api/computer-exams': ok([COMPUTER_EXAM]),
      '/api/config': siteConfigAnswer({ exam_site_url: 'https://exams.example.jo' }),
    });
    await renderApp('/course-content/40/1/exams', { language: 'en' });
    const paper = await screen.findByRole('tab', { name: 'Paper-Based' });
    expect(paper.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'End of First Semester Exam' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Computer-Based' }));
    expect(await screen.findByRole('heading', { name: "Newton's laws of motion" })).toBeTruthy();
    expect(screen.getByText('Tenth Grade · First semester')).toBeTruthy();
    expect(screen.getByText('Questions: 3')).toBeTruthy();
    expect(screen.getByText('Passing score 50%')).toBeTruthy();
    expect(screen.getByText('Not taken yet')).toBeTruthy();
    const start = screen.getByRole('link', {
      name: "Start Newton's laws of motion, Tenth Grade · First semester",
    });
    expect(start.getAttribute('href')).toBe('/computer-exams/7');
    const site = await screen.findByRole('link', { name: /More exams on the exam site/ });
    expect(site.getAttribute('href')).toBe('https://exams.example.jo');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('End of First Semester Exam')).toBeNull();
  });

  it('opens on the Computer-Based tab when the address names it, and keeps the choice there', async () => {
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/exams': okPage([EXAM]),
      '/api/computer-exams': ok([COMPUTER_EXAM]),
    });
    const { router } = await renderApp('/course-content/40/1/exams?type=computer', {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: "Newton's laws of motion" })).toBeTruthy();
    const computer = screen.getByRole('tab', { name: 'Computer-Based' });
    expect(computer.getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Paper-Based' }));
    expect(await screen.findByRole('heading', { name: 'End of First Semester Exam' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'Computer-Based' }));
    expect(router.state.location.search).toBe('?type=computer');
  });

  it('says when the semester has no paper exams', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/exams': okPage([]) });
    await renderApp('/course-content/40/2/exams');
    expect(
      await screen.findByText('لا توجد امتحانات ورقية متاحة للفصل الدراسي الثاني.'),
    ).toBeTruthy();
  });
});
