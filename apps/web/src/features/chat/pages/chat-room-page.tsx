import type { AccountRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths, profilePath } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { parseId } from '@/shared/lib/route-params.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { BackLink } from '@/shared/ui/back-link.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useChatRoom } from '../api/get-room.ts';
import { ChatRoom } from '../components/chat-room.tsx';
import type { Back } from '../components/room-header.tsx';
import { CHAT_ROOMS_TAB } from '../lib/chat-rooms-tab.ts';
import { useViewportHeight } from '../lib/use-viewport-height.ts';

/** Where a room's way back leads: the teacher's class, a student's rooms, a parent's page. */
const backTo = (role: AccountRole | null | undefined, classId: number | null): Back => {
  if (role === 'teacher' && classId !== null) {
    return { to: paths.teacherClass.to(classId), label: 'room.backToClass' };
  }
  if (role === 'student')
    return { to: `${profilePath(role)}?tab=${CHAT_ROOMS_TAB}`, label: 'room.back' };
  return { to: paths.parent.path, label: 'room.backToChildren' };
};

/**
 * /classes/{id}/chat: a class's room for its students and teacher (a linked parent reads,
 * where the school allows it). Anyone else gets the room's "not found", as from the API.
 */
export function ChatRoomPage() {
  const { t } = useTranslation('chat');
  const classId = parseId(useParams().classId);
  const { session } = useSession();
  const room = useChatRoom(classId ?? 0, classId !== null);
  const missing =
    classId === null || (room.error instanceof ApiError && [403, 404].includes(room.error.status));
  const back = backTo(session?.userType, classId);
  usePageTitle(room.data ? t('room.title', { room: room.data.class_name }) : t('room.titleBare'));
  useViewportHeight();

  if (room.isSuccess) return <ChatRoom room={room.data} back={back} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <BackLink to={back.to}>{t(back.label)}</BackLink>
      {missing ? (
        <>
          <h1 className="text-2xl font-bold text-teal-950">{t('room.notFoundTitle')}</h1>
          <p className="mt-3 text-lg text-slate-700">
            {errorMessage(room.error, t('room.notFound'))}
          </p>
        </>
      ) : room.isPending ? (
        <LoadingState label={t('room.loading')} />
      ) : (
        <ErrorState
          message={errorMessage(room.error, t('room.failed'))}
          onRetry={() => void room.refetch()}
        />
      )}
    </div>
  );
}
