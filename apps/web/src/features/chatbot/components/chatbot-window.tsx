import { X } from 'lucide-react';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn } from '@/shared/lib/cn.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { type ChatEntry, ChatLog } from './chat-log.tsx';
import { QuestionForm } from './question-form.tsx';

/** The open chat: a labelled, non-modal dialog region that takes focus when it opens. */
export function ChatbotWindow({
  ref,
  id,
  onClose,
  onActivity,
  className,
}: {
  ref: Ref<HTMLElement>;
  id: string;
  onClose: () => void;
  onActivity: () => void;
  className?: string;
}) {
  const { t } = useTranslation('chatbot');
  const titleId = useId();
  const { session } = useSession();
  const studentId = isSignedIn(session) && session.userType === 'student' ? session.id : null;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <section
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={cn(
        'flex max-h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2 bg-teal-800 px-4 py-3 text-white">
        <h2 id={titleId} className="font-bold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full hover:bg-teal-700 focus-visible:outline-amber-300"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      <ChatLog entries={entries}>
        {studentId === null && (
          <p className="text-sm text-slate-700">
            {t('loginHint')}{' '}
            <Link to={paths.loginStudent.path} className="font-semibold text-teal-800 underline">
              {t('login')}
            </Link>
          </p>
        )}
      </ChatLog>
      <QuestionForm
        inputRef={inputRef}
        studentId={studentId}
        onActivity={onActivity}
        onSent={(entry) => setEntries((list) => [...list, entry])}
      />
    </section>
  );
}
