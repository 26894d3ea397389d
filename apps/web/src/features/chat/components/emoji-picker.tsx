import { Smile } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/lib/direction.ts';

/** The emoji a class uses most; any other is typed from the keyboard as usual. */
const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😮',
  '😢',
  '😎',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🙌',
  '👋',
  '✋',
  '❤️',
  '🔥',
  '⭐',
  '✅',
  '❌',
  '❓',
  '🎉',
  '📚',
];

/** A small grid of common emoji, put in where the cursor is. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={t('composer.emoji')}
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-teal-800"
      >
        <Smile aria-hidden="true" className="size-6" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          dir={directionOf(i18n.resolvedLanguage)}
          // The composer takes focus back itself, where the emoji went in.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
          <div role="group" aria-label={t('composer.emoji')} className="grid grid-cols-8 gap-0.5">
            {EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                onClick={() => {
                  onPick(emoji);
                  setOpen(false);
                }}
                className="grid size-10 place-items-center rounded-lg text-2xl hover:bg-teal-50"
              >
                {emoji}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
