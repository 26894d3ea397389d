import type { ChatRoom } from '@madrasa/contracts';
import { ArrowRight, Clock, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { SocketStatus } from '../lib/chat-socket.ts';
import { ConnectionStatus } from './connection-status.tsx';

/** Where the way back leads, and its name. */
export type Back = { to: string; label: 'room.back' | 'room.backToClass' | 'room.backToChildren' };

/**
 * The room's name, its teacher and hours, the live connection's state and, for the teacher,
 * the room's settings and reports.
 */
export function RoomHeader({
  room,
  back,
  status,
  onSettings,
  onReports,
}: {
  room: ChatRoom;
  back: Back;
  status: SocketStatus;
  onSettings: () => void;
  onReports: () => void;
}) {
  const { t } = useTranslation('chat');
  const { open_from: from, open_until: until } = room.settings;
  const teacher = `${room.teacher.first_name} ${room.teacher.last_name}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-3 py-2 sm:px-5">
      <Link
        to={back.to}
        aria-label={t(back.label)}
        className="grid size-11 shrink-0 place-items-center rounded-full text-teal-800 hover:bg-teal-50"
      >
        <ArrowRight aria-hidden="true" className="size-5 ltr:rotate-180" />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold text-teal-950 sm:text-xl">
          <bdi>{room.class_name}</bdi>
          {room.section && (
            <span className="font-normal text-slate-700">
              {' '}
              · <bdi>{room.section}</bdi>
            </span>
          )}
        </h1>
        <p className="truncate text-sm text-slate-700">
          {t('room.teacher')} <bdi>{teacher}</bdi>
          {from && until && ` · ${t('room.hours', { from, until })}`}
        </p>
        <ConnectionStatus status={status} />
      </div>
      {room.me.role === 'teacher' && (
        <div className="flex gap-1">
          <button
            type="button"
            onClick={onSettings}
            className={buttonClass('ghost', 'min-h-10 px-3 text-sm')}
          >
            <Clock aria-hidden="true" className="size-4" />
            {t('room.settings')}
          </button>
          <button
            type="button"
            onClick={onReports}
            className={buttonClass('ghost', 'min-h-10 px-3 text-sm')}
          >
            <Flag aria-hidden="true" className="size-4" />
            {t('room.reports')}
          </button>
        </div>
      )}
    </div>
  );
}
