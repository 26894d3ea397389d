import type { ChatRoom as Room } from '@madrasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { chatKeys } from '../api/keys.ts';
import type { LogEntry } from '../lib/message-log.ts';
import { useRoomMessages } from '../lib/use-room-messages.ts';
import { Composer } from './composer.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { HoursDialog } from './hours-dialog.tsx';
import type { MessageAction } from './message-actions.tsx';
import { MessageList } from './message-list.tsx';
import { MuteDialog } from './mute-dialog.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ReportsDialog } from './reports-dialog.tsx';
import { type Back, RoomHeader } from './room-header.tsx';

type Open =
  | { kind: 'report' | 'delete' | 'mute'; entry: LogEntry }
  | { kind: 'settings' | 'reports' }
  | null;

const nameOf = (entry: LogEntry) => `${entry.author.first_name} ${entry.author.last_name}`;

/** A class's room: its header, the live conversation and the composer (or why not). */
export function ChatRoom({ room, back }: { room: Room; back: Back }) {
  const { t } = useTranslation('chat');
  const { session } = useSession();
  const queryClient = useQueryClient();
  const classId = room.class_id;
  const chat = useRoomMessages(classId);
  const [replyTo, setReplyTo] = useState<LogEntry | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { role, can_post: canPost } = room.me;

  const isMine = useCallback(
    (entry: LogEntry) => entry.author.role === role && entry.author.id === session?.id,
    [role, session?.id],
  );
  const actionsFor = (entry: LogEntry): MessageAction[] => {
    if (role === 'parent') return [];
    const mine = isMine(entry);
    return [
      ...(canPost ? (['reply'] as const) : []),
      ...(mine ? [] : (['report'] as const)),
      ...(mine || role === 'teacher' ? (['delete'] as const) : []),
      ...(role === 'teacher' && entry.author.role === 'student' ? (['mute'] as const) : []),
    ];
  };
  const onAction = (action: MessageAction, entry: LogEntry) => {
    if (action === 'reply') {
      setReplyTo(entry);
      input.current?.focus();
    } else setOpen({ kind: action, entry });
  };
  const close = () => setOpen(null);
  const you = t('message.you');

  return (
    <div className="mx-auto flex h-[calc(var(--chat-height,100dvh)-4rem)] w-full max-w-4xl flex-col sm:border-x sm:border-slate-200">
      <RoomHeader
        room={room}
        back={back}
        status={chat.status}
        onSettings={() => setOpen({ kind: 'settings' })}
        onReports={() => setOpen({ kind: 'reports' })}
      />
      {chat.phase.state === 'loading' && <LoadingState label={t('list.loading')} />}
      {chat.phase.state === 'failed' && (
        <ErrorState
          message={errorMessage(chat.phase.error, t('list.failed'))}
          onRetry={chat.retry}
        />
      )}
      {chat.phase.state === 'ready' && (
        <MessageList
          entries={chat.log.entries}
          label={t('list.label', { room: room.class_name })}
          isMine={isMine}
          actionsFor={actionsFor}
          onAction={onAction}
          earlier={{ has: chat.log.hasEarlier, state: chat.earlier, load: chat.loadEarlier }}
        />
      )}
      {canPost ? (
        <Composer
          classId={classId}
          roomName={room.class_name}
          inputRef={input}
          replyTo={replyTo && { entry: replyTo, author: isMine(replyTo) ? you : nameOf(replyTo) }}
          onCancelReply={() => setReplyTo(null)}
          onSent={(message) => {
            chat.addOwn(message);
            setReplyTo(null);
          }}
          onRefused={() => void queryClient.invalidateQueries({ queryKey: chatKeys.room(classId) })}
        />
      ) : (
        <ReadOnlyNotice me={room.me} settings={room.settings} />
      )}
      {open?.kind === 'report' && (
        <ReportDialog
          classId={classId}
          entry={open.entry}
          author={nameOf(open.entry)}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog
          classId={classId}
          entry={open.entry}
          by={isMine(open.entry) ? 'author' : 'teacher'}
          onDeleted={chat.markDeleted}
          onClose={close}
        />
      )}
      {open?.kind === 'mute' && (
        <MuteDialog
          classId={classId}
          student={{ id: open.entry.author.id, name: nameOf(open.entry) }}
          onClose={close}
        />
      )}
      {open?.kind === 'settings' && <HoursDialog room={room} onClose={close} />}
      {open?.kind === 'reports' && <ReportsDialog classId={classId} onClose={close} />}
    </div>
  );
}
