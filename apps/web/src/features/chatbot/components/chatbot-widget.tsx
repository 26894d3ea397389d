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
 * The chatbot of docs/product.md §4: an icon that opens a non-modal chat window. The window closes after
 * 30 s without typing or sending, with a notice; Escape or the button close it too.
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
    <div className="fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open && (
        <Suspense fallback={null}>
          <ChatbotWindow ref={windowRef} id={windowId} onClose={close} onActivity={restartTimer} />
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
        className="grid size-14 place-items-center rounded-full bg-amber-400 text-slate-900 shadow-lg ring-4 ring-white transition hover:bg-amber-300"
      >
        {open ? (
          <X aria-hidden="true" className="size-7" />
        ) : (
          <MessageCircleQuestion aria-hidden="true" className="size-7" />
        )}
        <span className="sr-only">{t(open ? 'close' : 'open')}</span>
      </button>
    </div>
  );
}
