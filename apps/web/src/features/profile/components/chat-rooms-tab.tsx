import { useTranslation } from 'react-i18next';
import { ChatRoomsIllustration } from '../assets/chat-rooms-illustration.tsx';

/** Chat rooms are not built yet (docs/decisions.md §6): a coming-soon picture and a line of text. */
export function ChatRoomsTab() {
  const { t } = useTranslation('profile');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 text-center">
      <ChatRoomsIllustration
        label={t('chatRooms.image')}
        className="aspect-[3/2] w-full max-w-sm"
      />
      <h2 className="text-2xl font-bold text-teal-950">{t('chatRooms.title')}</h2>
      <p className="text-lg text-slate-700">{t('chatRooms.body')}</p>
    </div>
  );
}
