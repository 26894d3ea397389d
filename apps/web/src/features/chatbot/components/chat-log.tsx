import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

export type ChatEntry = { id: number; question: string; reply: string };

function Bubble({ from, text }: { from: 'you' | 'bot'; text: string }) {
  const { t } = useTranslation('chatbot');
  return (
    <li
      className={cn(
        'max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap break-words',
        from === 'you'
          ? 'ms-auto rounded-ee-sm bg-teal-700 text-white'
          : 'me-auto rounded-es-sm bg-slate-100 text-slate-900',
      )}
    >
      <span className="sr-only">{t(from)}: </span>
      {text}
    </li>
  );
}

/** The conversation: the welcome, then each sent question with its confirmation. */
export function ChatLog({ entries, children }: { entries: ChatEntry[]; children?: ReactNode }) {
  const { t } = useTranslation('chatbot');
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (entries.length > 0) endRef.current?.scrollIntoView({ block: 'end' });
  }, [entries.length]);
  return (
    <div className="flex-1 space-y-3 overflow-y-auto p-4">
      <div role="log" aria-live="polite">
        <ul className="flex flex-col gap-2">
          <Bubble from="bot" text={t('intro')} />
          {entries.flatMap((entry) => [
            <Bubble key={`${entry.id}-q`} from="you" text={entry.question} />,
            <Bubble key={`${entry.id}-r`} from="bot" text={entry.reply} />,
          ])}
        </ul>
      </div>
      {children}
      <div ref={endRef} />
    </div>
  );
}
