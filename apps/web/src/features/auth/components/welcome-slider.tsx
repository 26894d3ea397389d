import { SLIDER } from '@madrasa/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';
import { directionOf } from '@/shared/lib/direction.ts';
import { prefersReducedMotion } from '@/shared/lib/motion.ts';
import { BooksIllustration } from '../assets/books-illustration.tsx';
import { ExamsIllustration } from '../assets/exams-illustration.tsx';
import { LessonsIllustration } from '../assets/lessons-illustration.tsx';

const SLIDES = [
  { key: 'lessons', Illustration: LessonsIllustration },
  { key: 'books', Illustration: BooksIllustration },
  { key: 'exams', Illustration: ExamsIllustration },
] as const;

/**
 * Embla's `duration` is no time unit but the damping of its scroll physics (default 25). Run
 * through its integrator (60 steps a second, friction 0.68), 20 brings a slide within 1% of
 * its place in about 480 ms: the nearest to the 500 ms transition of docs/product.md §9.
 */
const SCROLL_DURATION = 20;

/**
 * The welcome panel's slider (docs/product.md §2, §9): three slides in an endless loop, dots, no arrows,
 * a new slide every 3 s. Auto-advance waits for a press of Play when the reader asked for
 * reduced motion (and then slides jump), and a Pause button stops it at any time (WCAG 2.2.2).
 */
export function WelcomeSlider() {
  const { t, i18n } = useTranslation('auth');
  const [reduceMotion] = useState(prefersReducedMotion);
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const plugins = useMemo(
    () => [Autoplay({ delay: SLIDER.autoplayMs, playOnInit: !reduceMotion, stopOnFocusIn: false })],
    [reduceMotion],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, direction, duration: reduceMotion ? 0 : SCROLL_DURATION },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(!reduceMotion);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    };
    sync();
    api.on('select', sync).on('reInit', sync).on('autoplay:play', sync).on('autoplay:stop', sync);
    return () => {
      api.off('select', sync).off('reInit', sync).off('autoplay:play', sync);
      api.off('autoplay:stop', sync);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index);
      // A chosen slide gets its full 3 s before the next one comes.
      api?.plugins().autoplay?.reset();
    },
    [api],
  );

  const togglePlaying = () => {
    const autoplay = api?.plugins().autoplay;
    if (autoplay?.isPlaying()) autoplay.stop();
    else autoplay?.play();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      className="flex flex-col gap-3"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {SLIDES.map(({ key, Illustration }, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel makes each slide a group; a fieldset is for form controls
            <div
              key={key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.slide', { number: index + 1, count: SLIDES.length })}
              aria-hidden={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <figure className="flex items-center gap-4 lg:flex-col lg:items-stretch lg:gap-6">
                <Illustration
                  label={t(`slide.${key}.alt`)}
                  className="aspect-[3/2] w-28 shrink-0 sm:w-36 lg:w-full lg:max-w-md"
                />
                <figcaption>
                  <p className="text-lg font-bold lg:text-2xl">{t(`slide.${key}.title`)}</p>
                  <p className="mt-1 text-sm leading-relaxed text-teal-50 lg:text-base">
                    {t(`slide.${key}.body`)}
                  </p>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={togglePlaying}
          aria-label={playing ? t('slider.pause') : t('slider.play')}
          title={playing ? t('slider.pause') : t('slider.play')}
          className="grid size-11 place-items-center rounded-full hover:bg-teal-700"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5 rtl:rotate-180" />
          )}
        </button>
        {SLIDES.map(({ key }, index) => (
          <button
            key={key}
            type="button"
            onClick={() => goTo(index)}
            aria-label={t('slider.goTo', { number: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            className="grid size-8 place-items-center rounded-full"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                index === selected ? 'w-6 bg-amber-300' : 'w-2.5 bg-teal-200',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
