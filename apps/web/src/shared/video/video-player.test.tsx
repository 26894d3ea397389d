import type { Language, VideoStream } from '@madrasa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '@/shared/lib/i18n.ts';
import { saveSession } from '@/shared/lib/session.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';
import { type DialogVideo, VideoDialog } from '@/shared/ui/video-dialog.tsx';
import { FakeHls } from '@/test/fake-hls.ts';
import { QUALITY_STORAGE_KEY } from './quality.ts';

vi.mock('hls.js/light', async () => ({ default: (await import('@/test/fake-hls.ts')).FakeHls }));

const ORIGINAL = '/storage/lessons/7.mov';
const stream = (overrides: Partial<VideoStream> = {}): VideoStream => ({
  state: 'ready',
  percent: 100,
  failure: null,
  hls: '/storage/videos/hls/7/master.m3u8',
  data_saver: '/storage/videos/hls/7/data-saver.m3u8',
  mp4: '/storage/videos/hls/7/360.mp4',
  poster: '/storage/videos/hls/7/poster.jpg',
  rungs: [240, 360, 480],
  captions: [],
  ...overrides,
});
const lesson = (overrides: Partial<DialogVideo> = {}): DialogVideo => ({
  id: 7,
  title: 'Fractions',
  src: ORIGINAL,
  ...overrides,
});

/** A browser with MSE (hls.js plays) and/or native HLS (Safari); jsdom has neither. */
const browser = ({ mse, nativeHls }: { mse: boolean; nativeHls: boolean }) => {
  if (mse) vi.stubGlobal('MediaSource', { isTypeSupported: () => true });
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(nativeHls ? 'maybe' : '');
};
const connection = (value: object) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true });

const providers = (queryClient: QueryClient, children: ReactNode) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider>{children}</SessionProvider>
  </QueryClientProvider>
);

/** Opens the dialog on `video`; everything up to the first await is synchronous. */
async function openPlayer(video: DialogVideo, language: Language = 'en') {
  await i18nReady;
  await changeLanguage(language);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(providers(queryClient, <VideoDialog video={video} onClose={onClose} />));
  const dialog = screen.getByRole('dialog', { name: video.title });
  const element = dialog.querySelector('video') as HTMLVideoElement;
  const close = () =>
    view.rerender(providers(queryClient, <VideoDialog video={null} onClose={onClose} />));
  return { dialog, element, onClose, close };
}
const hlsStarted = async () => {
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  return FakeHls.instances[0] as FakeHls;
};
const optionNames = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => FakeHls.reset());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('the lesson player, before any rendition', () => {
  it.each([
    ['without a stream', undefined],
    [
      'while queued',
      stream({ state: 'queued', percent: 0, hls: null, data_saver: null, mp4: null, rungs: [] }),
    ],
    [
      'served as uploaded',
      stream({ state: 'original', hls: null, data_saver: null, mp4: null, rungs: [] }),
    ],
  ])('plays the original with no quality menu (%s)', async (_, given) => {
    browser({ mse: true, nativeHls: true });
    const { dialog, element } = await openPlayer(lesson({ stream: given }));
    expect(element.getAttribute('src')).toBe(ORIGINAL);
    expect(within(dialog).queryByLabelText('Quality')).toBeNull();
    expect(FakeHls.instances).toEqual([]);
  });
});

describe('the lesson player with a ladder', () => {
  it('plays it with hls.js where MSE exists, with small buffers and a cautious start', async () => {
    browser({ mse: true, nativeHls: true });
    const { dialog, element } = await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    expect(hls.source).toBe('/storage/videos/hls/7/master.m3u8');
    expect(hls.media).toBe(element);
    expect(element.hasAttribute('src')).toBe(false);
    expect(hls.config).toMatchObject({
      startLevel: -1,
      abrEwmaDefaultEstimate: 500_000,
      capLevelToPlayerSize: true,
      maxBufferLength: 30,
      maxMaxBufferLength: 60,
      backBufferLength: 30,
    });
    expect(optionNames(dialog, 'Quality')).toEqual(['Auto', 'Data saver', '240p', '360p', '480p']);
    hls.parsed([240, 360, 480, 720]);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('720p'),
    );
    // No estimate from the browser: a cautious 500 kbps, on which only the lowest rung's first
    // segment arrives at once; ABR is free from there, with no cap.
    expect([hls.autoLevelCapping, hls.startLevel, hls.loadLevel]).toEqual([-1, 0, -1]);
  });

  it.each([
    ['1.6 Mbps, a phone on mobile data', { downlink: 1.6 }, 0],
    ['3 Mbps', { downlink: 3 }, 1],
    ['10 Mbps Wi-Fi', { downlink: 10 }, 3],
    ['10 Mbps cellular, under its 480p cap', { downlink: 10, type: 'cellular' }, 2],
  ])(
    'on Auto starts at the rung whose first segment arrives at once: %s',
    async (_name, link, start) => {
      browser({ mse: true, nativeHls: false });
      connection(link);
      await openPlayer(lesson({ stream: stream() }));
      const hls = await hlsStarted();
      hls.parsed([240, 360, 480, 720]);
      expect(hls.startLevel).toBe(start);
      expect(hls.loadLevel).toBe(-1);
    },
  );

  it("keeps on Auto the cap hls.js sets from the player's size", async () => {
    browser({ mse: true, nativeHls: false });
    connection({ downlink: 1.6 });
    await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    // capLevelToPlayerSize acts on MANIFEST_PARSED before the player's own listener: a
    // 380 px player at 1.75 device pixels a pixel is capped at 480p (854 px wide).
    hls.autoLevelCapping = 2;
    hls.parsed([240, 360, 480, 720]);
    expect(hls.autoLevelCapping).toBe(2);
  });

  it('starts from the downlink and caps Auto at 480p on cellular', async () => {
    browser({ mse: true, nativeHls: false });
    connection({ type: 'cellular', downlink: 1.5 });
    await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    expect(hls.config.abrEwmaDefaultEstimate).toBe(1_500_000);
    hls.parsed([240, 360, 480, 720]);
    expect(hls.autoLevelCapping).toBe(2);
  });

  it('stays at the lowest rung on Auto when the browser asks to save data', async () => {
    browser({ mse: true, nativeHls: false });
    connection({ saveData: true });
    await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    hls.parsed([240, 360, 480]);
    expect([hls.autoLevelCapping, hls.startLevel]).toEqual([0, 0]);
  });

  it('applies the remembered choice to each video and remembers a new one', async () => {
    localStorage.setItem(QUALITY_STORAGE_KEY, '360');
    browser({ mse: true, nativeHls: false });
    const { dialog } = await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    const menu = within(dialog).getByLabelText('Quality') as HTMLSelectElement;
    expect(menu.value).toBe('360');
    hls.parsed([240, 360, 480]);
    expect([hls.startLevel, hls.loadLevel]).toEqual([1, 1]);

    await userEvent.selectOptions(menu, '480');
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('480');
    expect(hls.currentLevel).toBe(2);

    await userEvent.selectOptions(menu, 'data_saver');
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('data_saver');
    expect([hls.autoLevelCapping, hls.loadLevel]).toEqual([0, -1]);
  });

  it('names the qualities in Arabic', async () => {
    browser({ mse: true, nativeHls: false });
    const { dialog } = await openPlayer(lesson({ stream: stream({ rungs: [240] }) }), 'ar');
    await hlsStarted();
    expect(optionNames(dialog, 'الجودة')).toEqual(['تلقائي', 'توفير البيانات', '240p']);
  });

  it("uses the browser's HLS only without MSE, offering Auto and Data saver", async () => {
    browser({ mse: false, nativeHls: true });
    const { dialog, element } = await openPlayer(lesson({ stream: stream() }));
    await waitFor(() =>
      expect(element.getAttribute('src')).toBe('/storage/videos/hls/7/master.m3u8'),
    );
    expect(optionNames(dialog, 'Quality')).toEqual(['Auto', 'Data saver']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Quality'), 'data_saver');
    expect(element.getAttribute('src')).toBe('/storage/videos/hls/7/data-saver.m3u8');
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('data_saver');
    expect(FakeHls.instances).toEqual([]);
  });

  it('plays the MP4 where neither MSE nor native HLS exists, with no menu', async () => {
    browser({ mse: false, nativeHls: false });
    const { dialog, element } = await openPlayer(lesson({ stream: stream() }));
    await waitFor(() => expect(element.getAttribute('src')).toBe('/storage/videos/hls/7/360.mp4'));
    expect(within(dialog).queryByLabelText('Quality')).toBeNull();
    expect(FakeHls.instances).toEqual([]);
  });

  it('plays the MP4 when hls.js finds MSE unusable', async () => {
    browser({ mse: true, nativeHls: false });
    FakeHls.supported = false;
    const { element } = await openPlayer(lesson({ stream: stream() }));
    await waitFor(() => expect(element.getAttribute('src')).toBe('/storage/videos/hls/7/360.mp4'));
  });

  it('retries a network error once, recovers a media error once, then plays the MP4', async () => {
    browser({ mse: true, nativeHls: false });
    const { element } = await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    hls.emit(FakeHls.Events.ERROR, { fatal: false, type: FakeHls.ErrorTypes.NETWORK_ERROR });
    expect(hls.startLoad).not.toHaveBeenCalled();
    hls.fatal(FakeHls.ErrorTypes.NETWORK_ERROR);
    expect(hls.startLoad).toHaveBeenCalledTimes(1);
    hls.fatal(FakeHls.ErrorTypes.MEDIA_ERROR);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls.destroyed).toBe(false);
    hls.fatal(FakeHls.ErrorTypes.NETWORK_ERROR);
    expect(hls.destroyed).toBe(true);
    await waitFor(() => expect(element.getAttribute('src')).toBe('/storage/videos/hls/7/360.mp4'));
  });

  it('stops hls.js when the dialog closes', async () => {
    browser({ mse: true, nativeHls: false });
    const { close, onClose } = await openPlayer(lesson({ stream: stream() }));
    const hls = await hlsStarted();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hls.destroyed).toBe(true);
  });

  it('resumes a student set before hls.js is ready, and hls.js starts there', async () => {
    saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'Sara' });
    browser({ mse: true, nativeHls: false });
    const { element } = await openPlayer(
      lesson({ stream: stream(), progress: { kind: 'lesson', id: 7, startAt: 42 } }),
    );
    // The metadata comes before hls.js's chunk has loaded.
    expect(FakeHls.instances).toEqual([]);
    Object.defineProperty(element, 'duration', { value: 100, configurable: true });
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBe(42);
    const hls = await hlsStarted();
    expect(hls.config.startPosition).toBe(42);
    expect(element.currentTime).toBe(42);
  });
});

describe('captions', () => {
  const captioned = stream({
    captions: [
      { language: 'ar', src: '/storage/videos/captions/7-ar.vtt' },
      { language: 'en', src: '/storage/videos/captions/7-en.vtt' },
    ],
  });
  const tracks = (element: HTMLVideoElement) =>
    [...element.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      srclang: track.getAttribute('srclang'),
      label: track.getAttribute('label'),
      src: track.getAttribute('src'),
      default: track.hasAttribute('default'),
    }));

  it.each([
    ['ar', ['العربية', 'الإنجليزية'], [true, false]],
    ['en', ['Arabic', 'English'], [false, true]],
  ] as const)(
    'renders a track for each, named in %s, its own on by default',
    async (language, labels, defaults) => {
      browser({ mse: false, nativeHls: false });
      const { element } = await openPlayer(lesson({ stream: captioned }), language);
      expect(tracks(element)).toEqual([
        {
          kind: 'subtitles',
          srclang: 'ar',
          label: labels[0],
          src: '/storage/videos/captions/7-ar.vtt',
          default: defaults[0],
        },
        {
          kind: 'subtitles',
          srclang: 'en',
          label: labels[1],
          src: '/storage/videos/captions/7-en.vtt',
          default: defaults[1],
        },
      ]);
      expect(element.getAttribute('crossorigin')).toBe('anonymous');
    },
  );

  it('renders none (and asks no CORS) for a video without captions', async () => {
    const { element } = await openPlayer(lesson());
    expect(element.querySelectorAll('track')).toHaveLength(0);
    expect(element.hasAttribute('crossorigin')).toBe(false);
  });
});
