import { CHATBOT_INACTIVITY_MS } from '@madrasa/contracts';
import { MessageCircleQuestion, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastInfo } from '@/shared/lib/toast.ts';
import { useInactivityTimer } from '../hooks/use-inactivity-timer.ts';

// The open chat (its form, log and the question's request) loads when the button is reached
// for, not with the button every page shows.
const loadWindow = () => import('./chatbot-window.tsx');
const ChatbotWindow = lazy(async () => ({ default: (await loadWindow()).ChatbotWindow }));

/**
 * The chatbot of docs/product.md §4: an icon in the header that opens a non-modal chat window
 * under it. The window closes after 30 s without typing or sending, with a notice; Escape or
 * the button close it too. It sits in the header rather than floating in a corner, where it
 * would lie over some control of every page that reaches the screen's edge.
 */
export function ChatbotWidget() {
  const { t } = useTranslation('chatbot');
  const [open, setOpen] = useState(false);
  const windowId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const windowRef = useRef<HTMLElement>(null);

  const close = useCallback(() => {
    // Focus inside the window would be lost with it; hand it back to the button.
    const hadFocus = windowRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (hadFocus) toggleRef.current?.focus();
  }, []);

  const onInactive = useCallback(() => {
    close();
    toastInfo(t('inactive'));
  }, [close, t]);
  const restartTimer = useInactivityTimer({
    active: open,
    ms: CHATBOT_INACTIVITY_MS,
    onExpire: onInactive,
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && windowRef.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className="flex">
      {open && (
        <Suspense fallback={null}>
          <ChatbotWindow
            ref={windowRef}
            id={windowId}
            onClose={close}
            onActivity={restartTimer}
            className="absolute end-4 top-full z-50 mt-2"
          />
        </Suspense>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        onClick={() => (open ? close() : setOpen(true))}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-400 text-slate-900 transition hover:bg-amber-300"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircleQuestion aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{t(open ? 'close' : 'open')}</span>
      </button>
    </div>
  );
}
