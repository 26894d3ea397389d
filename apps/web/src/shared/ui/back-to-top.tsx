import { BACK_TO_TOP_AFTER_PX } from '@madrasa/contracts';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../lib/motion.ts';

/** Appears once the page has scrolled past BACK_TO_TOP_AFTER_PX (docs/product.md §9: 400 px). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed start-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
      <span className="sr-only">{t('backToTop')}</span>
    </button>
  );
}
