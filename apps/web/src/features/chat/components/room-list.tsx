import type { ChatRoom } from '@madrasa/contracts';
import { ChevronLeft, Lock, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useChatRooms } from '../api/get-rooms.ts';

/**
 * The rooms of the reader's classes, each opening the room (the profile's Chat Rooms tab).
 * There is a room a class and no other: never a private conversation (docs/decisions.md §20).
 */
export function RoomList({ forParent = false }: { forParent?: boolean }) {
  const { t } = useTranslation('chat');
  const rooms = useChatRooms();
  if (rooms.isPending) return <LoadingState label={t('rooms.loading')} />;
  if (rooms.isError) {
    return (
      <ErrorState
        message={errorMessage(rooms.error, t('rooms.failed'))}
        onRetry={() => void rooms.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="chat-rooms-title" className="flex flex-col gap-4">
      <div>
        <h2 id="chat-rooms-title" className="text-2xl font-bold text-teal-950">
          {t(forParent ? 'rooms.parentTitle' : 'rooms.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t(forParent ? 'rooms.parentLead' : 'rooms.lead')}</p>
      </div>
      {rooms.data.length === 0 ? (
        <EmptyState>{t('rooms.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rooms.data.map((room) => (
            <RoomCard key={room.class_id} room={room} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomCard({ room }: { room: ChatRoom }) {
  const { t } = useTranslation('chat');
  const { open_from: from, open_until: until } = room.settings;
  return (
    <li>
      <Link
        to={paths.classChat.to(room.class_id)}
        className="flex min-h-20 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-teal-600 hover:bg-teal-50"
      >
        <MessagesSquare aria-hidden="true" className="size-8 shrink-0 text-teal-700" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-teal-950">
            <bdi>{room.class_name}</bdi>
            {room.section && (
              <span className="font-normal text-slate-700">
                {' '}
                · <bdi>{room.section}</bdi>
              </span>
            )}
          </span>
          <span className="block text-sm text-slate-700">
            {t('room.teacher')}{' '}
            <bdi>
              {room.teacher.first_name} {room.teacher.last_name}
            </bdi>
            {from && until && ` · ${t('room.hours', { from, until })}`}
          </span>
          {!room.me.can_post && (
            <span className="mt-1 flex items-center gap-1 text-sm text-amber-900">
              <Lock aria-hidden="true" className="size-4" />
              {t(`rooms.readOnly.${room.me.read_only_reason ?? 'parent'}`)}
            </span>
          )}
        </span>
        <ChevronLeft aria-hidden="true" className="size-5 shrink-0 text-teal-700 ltr:rotate-180" />
      </Link>
    </li>
  );
}
