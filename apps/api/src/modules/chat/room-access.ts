import type { Role } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** The classes module's rule of who is in a class (classes/class-membership.ts), composed in modules/index.ts. */
export type ReadMemberships = (
  db: Database,
  options: { students: number[]; teachers: number[]; classId?: number },
) => Promise<{ role: 'student' | 'teacher'; id: number; class_id: number; archived: boolean }[]>;
/** The parents module's linked children of a parent (parents/links.ts). */
export type ListChildren = (db: Database, parentId: number) => Promise<{ id: number }[]>;

export type Reader = { role: Role; id: number };
/** How an account reads a room: as its teacher, a student in it, or a linked parent. */
export type RoomSeat = { role: 'student' | 'teacher' | 'parent'; archived: boolean };

export const roomNotFound = () => new AppError(404, 'not_found', 'chat.room_not_found');
const keyOf = (reader: Reader) => `${reader.role}:${reader.id}`;

/**
 * Who may read which room: the class's teacher and students (the classes module's rule),
 * and, only when the school turns it on (CHAT_PARENTS_READ), a parent linked to a student
 * of the class. Anyone else gets 404 for a guessed room, as if it were not there.
 */
export function roomAccess(deps: {
  db: Database;
  readMemberships: ReadMemberships;
  listChildren: ListChildren;
  parentsRead: boolean;
}) {
  const { db, readMemberships, listChildren, parentsRead } = deps;

  /** The rooms of many accounts at once (`role:id` → class id → seat), in two or three queries. */
  async function roomsOf(readers: Reader[], classId?: number) {
    const ids = (role: Role) => [
      ...new Set(readers.filter((r) => r.role === role).map((r) => r.id)),
    ];
    const parents = parentsRead ? ids('parent') : [];
    const children = await Promise.all(
      parents.map(async (parentId) => ({ parentId, kids: await listChildren(db, parentId) })),
    );
    const childIds = children.flatMap((entry) => entry.kids.map((kid) => kid.id));
    const rows = await readMemberships(db, {
      students: [...new Set([...ids('student'), ...childIds])],
      teachers: ids('teacher'),
      ...(classId === undefined ? {} : { classId }),
    });
    const rooms = new Map<string, Map<number, RoomSeat>>();
    const seat = (key: string, id: number, value: RoomSeat) => {
      const own = rooms.get(key) ?? new Map<number, RoomSeat>();
      own.set(id, value);
      rooms.set(key, own);
    };
    for (const row of rows) {
      seat(keyOf(row), row.class_id, { role: row.role, archived: row.archived });
    }
    for (const { parentId, kids } of children) {
      for (const kid of kids) {
        for (const [id, { archived }] of rooms.get(keyOf({ role: 'student', id: kid.id })) ?? []) {
          seat(keyOf({ role: 'parent', id: parentId }), id, { role: 'parent', archived });
        }
      }
    }
    return { of: (reader: Reader) => rooms.get(keyOf(reader)) ?? new Map<number, RoomSeat>() };
  }

  /** The account's seat in the room: 403 for an editor or (setting off) a parent, else 404. */
  async function seatIn(reader: Reader, classId: number): Promise<RoomSeat> {
    if (reader.role === 'admin') throw new AppError(403, 'forbidden', 'error.forbidden');
    if (reader.role === 'parent' && !parentsRead) {
      throw new AppError(403, 'forbidden', 'chat.parents_off');
    }
    const seat = (await roomsOf([reader], classId)).of(reader).get(classId);
    if (!seat) throw roomNotFound();
    return seat;
  }

  return { roomsOf, seatIn };
}
export type RoomAccess = ReturnType<typeof roomAccess>;
