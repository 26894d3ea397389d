import type { Lesson } from '@madrasa/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/**
 * The lesson player. Escape, the close button or a click outside closes it; closing
 * unmounts the <video>, which stops playback and its download.
 */
export function VideoDialog({ lesson, onClose }: { lesson: Lesson | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  return (
    <Dialog.Root open={lesson !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/75 p-4">
          {lesson && (
            <Dialog.Content
              aria-describedby={undefined}
              className="w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl outline-none"
            >
              <div className="flex items-center gap-3 px-5 py-3">
                <Dialog.Title className="flex-1 text-lg font-bold text-teal-950">
                  {pick(lesson, 'name')}
                </Dialog.Title>
                <Dialog.Close
                  className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
                  aria-label={t('lessons.close')}
                >
                  <X aria-hidden="true" className="size-6" />
                </Dialog.Close>
              </div>
              {/* biome-ignore lint/a11y/useMediaCaption: the demo lessons have no speech to caption. */}
              <video
                key={lesson.id}
                src={fileUrl(lesson.video_mp4, 'admin')}
                poster={lesson.image ? fileUrl(lesson.image, 'admin') : undefined}
                controls
                preload="metadata"
                autoPlay
                playsInline
                className="aspect-video w-full bg-black"
              >
                {t('lessons.unsupported')}
              </video>
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
