import type { Language, VideoStream } from '@madrasa/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady } from '@/shared/lib/i18n.ts';
import { VideoStatus } from './video-status.tsx';

type Status = Pick<VideoStream, 'state' | 'percent' | 'failure'>;

async function show(stream: Status, language: Language) {
  await i18nReady;
  await changeLanguage(language);
  render(<VideoStatus stream={stream} />);
}

describe('VideoStatus', () => {
  it.each([
    ['queued', { state: 'queued', percent: 0, failure: null }, 'en', 'Waiting to be processed'],
    ['ready', { state: 'ready', percent: 100, failure: null }, 'ar', 'جاهز'],
    ['original', { state: 'original', percent: 0, failure: null }, 'en', 'Played as uploaded'],
    [
      'failed',
      { state: 'failed', percent: 30, failure: 'not_a_video' },
      'en',
      'Processing failed · This file is not a playable video',
    ],
    [
      'failed',
      { state: 'failed', percent: 30, failure: 'too_long' },
      'ar',
      'تعذّرت المعالجة · استغرقت المعالجة وقتًا أطول من المسموح',
    ],
  ] as const)(
    'tells %s in words, with any reason, and no bar',
    async (_, stream, language, text) => {
      await show(stream, language);
      expect(screen.getByRole('status').textContent).toBe(text);
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );

  it.each([
    ['en', 'Processing (45%)', 'Processing progress'],
    ['ar', 'قيد المعالجة (45٪)', 'تقدّم المعالجة'],
  ] as const)('shows how far processing is, with a bar (%s)', async (language, text, label) => {
    await show({ state: 'processing', percent: 45, failure: null }, language);
    expect(screen.getByRole('status').textContent).toBe(text);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
  });
});
