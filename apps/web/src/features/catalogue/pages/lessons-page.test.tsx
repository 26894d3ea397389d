import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { readyStream, videoStream } from '@/test/video-stream.ts';
import { allowSlowLazyPages, MATHS, ok, okPage } from '../test/fixtures.ts';

allowSlowLazyPages();

const lesson = (id: number, en: string, ar: string) => ({
  id,
  subject_id: 40,
  semester: 'first',
  name_en: en,
  name_ar: ar,
  image: `/storage/lessons/images/${id}.webp`,
  video_mp4: `/storage/lessons/videos/${id}.mp4`,
  stream: videoStream(),
  premium: null,
});
const LESSONS = [lesson(1, 'Whole numbers', 'الأعداد الكلية'), lesson(2, 'Fractions', 'الكسور')];

describe('the Lessons page', () => {
  it('lists lessons as links that open the player, and closes it with Escape', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/lessons': okPage(LESSONS) });
    const { router } = await renderApp('/course-content/40/1/lesson', { language: 'en' });
    const card = await screen.findByRole('link', { name: 'Play Fractions' });
    expect(card.getAttribute('href')).toBe('/course-content/40/1/lesson?lesson=2');

    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Fractions' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/storage/lessons/videos/2.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('closes the player with its close button, removing the video', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/lessons': okPage(LESSONS) });
    await renderApp('/course-content/40/1/lesson?lesson=1');
    const dialog = await screen.findByRole('dialog', { name: 'الأعداد الكلية' });
    expect(dialog.querySelector('video')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق الفيديو' }));
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
  });

  it("plays the lesson's ladder with a quality menu, its frame the poster of a picture-less lesson", async () => {
    // A browser that plays HLS itself (jsdom has no MSE): the playlist is the video's src.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const decimals = { ...lesson(3, 'Decimals', 'الكسور العشرية'), image: null };
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/lessons': okPage([...LESSONS, { ...decimals, stream: readyStream('d3') }]),
    });
    await renderApp('/course-content/40/1/lesson?lesson=3', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Decimals' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    await waitFor(() =>
      expect(video.getAttribute('src')).toBe('/storage/videos/hls/d3/master-3.m3u8'),
    );
    expect(video.getAttribute('poster')).toBe('/storage/videos/hls/d3/poster.webp');
    const menu = within(dialog).getByLabelText('Quality');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', 'Data saver']);
  });

  it('shows the per-semester empty text and the fetch error', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/lessons': okPage([]) });
    const first = await renderApp('/course-content/40/2/lesson', { language: 'en' });
    expect(
      await screen.findByText('No video lessons available for the second semester.'),
    ).toBeTruthy();
    first.unmount();

    mockApi({ '/api/subjects/40': ok(MATHS), '/api/lessons': () => json({}, 500) });
    await renderApp('/course-content/40/1/lesson', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong while fetching data',
    );
  });
});
