import { CHAT_CLOSE_CODES, type ChatEvent } from '@madrasa/contracts';
import type { WebSocket } from 'ws';
import type { Reader, RoomSeat } from './room-access.ts';

/** An open socket: whose it is, the session it came from, and the rooms it hears. */
export type Connection = {
  socket: WebSocket;
  reader: Reader;
  sessionId: number;
  /** Set when the socket was opened for one room (`class_id`). */
  only: number | null;
  rooms: Set<number>;
  alive: boolean;
};

export type RefreshRooms = (
  readers: Reader[],
) => Promise<{ of: (reader: Reader) => Map<number, RoomSeat> }>;
export type LiveSessions = (sessionIds: number[]) => Promise<Set<number>>;

const classOf = (event: ChatEvent) =>
  event.type === 'message' ? event.message.class_id : event.class_id;

/**
 * This instance's sockets by room. An event is serialized once and written to the sockets
 * of its room only, so no event of a room ever reaches a socket not seated in it. Every
 * `sweep` (the ping period) pings each socket, drops those that did not answer the last
 * ping, closes those whose session ended (logout, expiry, password change, account
 * deletion) and reseats the rest: a socket that lost a room (a student removed or gone,
 * a parent unlinked) is closed so its client reconnects with the rooms it has now.
 */
export function chatHub({
  refreshRooms,
  liveSessions,
}: {
  refreshRooms: RefreshRooms;
  liveSessions: LiveSessions;
}) {
  const byRoom = new Map<number, Set<Connection>>();
  const all = new Set<Connection>();

  const seat = (connection: Connection, rooms: Iterable<number>) => {
    for (const id of connection.rooms) byRoom.get(id)?.delete(connection);
    connection.rooms = new Set(
      [...rooms].filter((id) => connection.only === null || id === connection.only),
    );
    for (const id of connection.rooms) {
      const set = byRoom.get(id) ?? new Set<Connection>();
      set.add(connection);
      byRoom.set(id, set);
    }
  };

  const remove = (connection: Connection) => {
    seat(connection, []);
    all.delete(connection);
  };

  return {
    add(connection: Connection) {
      all.add(connection);
      seat(connection, connection.rooms);
      connection.socket.on('pong', () => {
        connection.alive = true;
      });
      connection.socket.on('close', () => remove(connection));
    },

    deliver(event: ChatEvent) {
      const listeners = byRoom.get(classOf(event));
      if (!listeners || listeners.size === 0) return;
      const data = JSON.stringify(event);
      for (const connection of listeners) connection.socket.send(data);
    },

    async sweep() {
      for (const connection of all) {
        if (!connection.alive) {
          connection.socket.terminate();
          remove(connection);
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
      const open = [...all];
      if (open.length === 0) return;
      const live = await liveSessions([...new Set(open.map((c) => c.sessionId))]);
      const kept = open.filter((connection) => {
        if (live.has(connection.sessionId)) return true;
        connection.socket.close(CHAT_CLOSE_CODES.session_ended, 'session ended');
        remove(connection);
        return false;
      });
      const rooms = await refreshRooms(kept.map((connection) => connection.reader));
      for (const connection of kept) {
        const now = rooms.of(connection.reader);
        const lost = [...connection.rooms].some((id) => !now.has(id));
        if (lost) {
          connection.socket.close(CHAT_CLOSE_CODES.rooms_changed, 'rooms changed');
          remove(connection);
        } else {
          seat(connection, now.keys());
        }
      }
    },

    size: () => all.size,
  };
}
export type ChatHub = ReturnType<typeof chatHub>;
