import type { Language, VideoServerStatus } from '@madrasa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '@/shared/lib/i18n.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { videoStatusQueryOptions } from '../api/get-video-status.ts';
import { signInAdmin } from '../test/admin-fixtures.ts';
import { NoFfmpegBanner } from './no-ffmpeg-banner.tsx';

const status = (ffmpeg: string | null): { status: 'success'; data: VideoServerStatus } => ({
  status: 'success',
  data: { ffmpeg, transcodes: ffmpeg !== null, ladders: { ready: 3 } },
});

const NO_FFMPEG = {
  en: 'This server has no ffmpeg: videos play as uploaded, without a quality ladder. Install the ffmpeg package and restart.',
  ar: 'لا يوجد ffmpeg على هذا الخادم: تُعرض الفيديوهات كما رُفعت دون جودات متعددة. ثبّت حزمة ffmpeg ثم أعد التشغيل.',
} as const;

/** The banner once the status has been read (fetched before it renders, so no waiting). */
async function showBanner(ffmpeg: string | null, language: Language) {
  await i18nReady;
  await changeLanguage(language);
  await loadNamespaces('admin');
  signInAdmin();
  mockApi({ '/api/admin/videos/status': status(ffmpeg) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery(videoStatusQueryOptions());
  render(
    <QueryClientProvider client={queryClient}>
      <NoFfmpegBanner />
    </QueryClientProvider>,
  );
}

describe('the no-ffmpeg banner', () => {
  it.each(['en', 'ar'] as const)(
    'says videos play as uploaded without ffmpeg (%s)',
    async (language) => {
      await showBanner(null, language);
      expect(screen.getByRole('status').textContent).toBe(NO_FFMPEG[language]);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('says nothing where ffmpeg was found', async () => {
    await showBanner('6.1.1', 'en');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing while the status cannot be read', async () => {
    await i18nReady;
    await loadNamespaces('admin');
    mockApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery(videoStatusQueryOptions());
    expect(queryClient.getQueryState(videoStatusQueryOptions().queryKey)?.status).toBe('error');
    render(
      <QueryClientProvider client={queryClient}>
        <NoFfmpegBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows in the console frame, above every page', async () => {
    signInAdmin();
    mockApi({
      '/api/admin/videos/status': status(null),
      '/api/admin/phone-conflicts': { status: 'success', data: [] },
    });
    await renderApp('/admin/phone-numbers', { language: 'en' });
    expect(await screen.findByText('No phone number needs settling.')).toBeTruthy();
    const banner = await screen.findByText(NO_FFMPEG.en);
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.closest('main')).toBeNull();
  });
});
