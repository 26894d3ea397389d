import type { ChatRoom, ChatSettings } from '@madrasa/contracts';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMutes, chatRooms, classes, teachers } from '../../db/schema.ts';
import type { Reader, RoomSeat } from './room-access.ts';

const CLOSED = { open_from: null, open_until: null } satisfies ChatSettings;

export async function readSettings(db: Database, classId: number): Promise<ChatSettings> {
  const [row] = await db
    .select({ open_from: chatRooms.open_from, open_until: chatRooms.open_until })
    .from(chatRooms)
    .where(eq(chatRooms.class_id, classId));
  return row ?? CLOSED;
}

export async function saveSettings(db: Database, classId: number, settings: ChatSettings) {
  await db
    .insert(chatRooms)
    .values({ class_id: classId, ...settings })
    .onConflictDoUpdate({
      target: chatRooms.class_id,
      set: { ...settings, updated_at: new Date() },
    });
}

/** Until when a student is muted in a room; null when they may write. */
export async function mutedUntil(
  db: Database,
  { classId, studentId, now }: { classId: number; studentId: number; now: Date },
): Promise<Date | null> {
  const [row] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(
      and(
        eq(chatMutes.class_id, classId),
        eq(chatMutes.student_id, studentId),
        gt(chatMutes.until, now),
      ),
    );
  return row?.until ?? null;
}

/**
 * Why the reader may not write in a room now (null: they may). The teacher writes
 * outside the open hours too; nobody writes in an archived class's room.
 */
export function readOnlyReason(
  seat: RoomSeat,
  state: { open: boolean; muted: boolean },
): ChatRoom['me']['read_only_reason'] {
  if (seat.archived) return 'archived';
  if (seat.role === 'parent') return 'parent';
  if (seat.role === 'teacher') return null;
  if (state.muted) return 'muted';
  return state.open ? null : 'closed';
}

/** The rooms as a reader sees them in the list, oldest class first. */
export async function describeRooms(
  db: Database,
  reader: Reader,
  seats: Map<number, RoomSeat>,
  { now, isOpen }: { now: Date; isOpen: (settings: ChatSettings, now: Date) => boolean },
): Promise<ChatRoom[]> {
  const ids = [...seats.keys()];
  if (ids.length === 0) return [];
  const [rows, mutes] = await Promise.all([
    db
      .select({
        id: classes.id,
        name: classes.name,
        section: classes.section,
        teacher_id: teachers.id,
        teacher_first: teachers.first_name,
        teacher_last: teachers.last_name,
        open_from: chatRooms.open_from,
        open_until: chatRooms.open_until,
      })
      .from(classes)
      .innerJoin(teachers, eq(teachers.id, classes.teacher_id))
      .leftJoin(chatRooms, eq(chatRooms.class_id, classes.id))
      .where(inArray(classes.id, ids))
      .orderBy(classes.id),
    reader.role === 'student'
      ? db
          .select({ class_id: chatMutes.class_id, until: chatMutes.until })
          .from(chatMutes)
          .where(and(eq(chatMutes.student_id, reader.id), gt(chatMutes.until, now)))
      : [],
  ]);
  return rows.flatMap((row) => {
    const seat = seats.get(row.id);
    if (!seat) return [];
    const settings = { open_from: row.open_from, open_until: row.open_until };
    const muted = mutes.find((mute) => mute.class_id === row.id)?.until ?? null;
    const reason = readOnlyReason(seat, { open: isOpen(settings, now), muted: muted !== null });
    return [
      {
        class_id: row.id,
        class_name: row.name,
        section: row.section,
        teacher: { id: row.teacher_id, first_name: row.teacher_first, last_name: row.teacher_last },
        archived: seat.archived,
        settings,
        me: {
          role: seat.role,
          can_post: reason === null,
          read_only_reason: reason,
          muted_until: muted ? muted.toISOString() : null,
        },
      },
    ];
  });
}
