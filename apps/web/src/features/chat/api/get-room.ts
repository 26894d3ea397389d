import { chatRoomSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { chatKeys, roomPath } from './keys.ts';

/**
 * The room's open hours pass by the clock, and a mute ends: whether the reader may write is
 * read again this often (a refused message says why at once anyway).
 */
const RECHECK_MS = 60_000;

/** GET /api/classes/{id}/chat: the room, and whether the reader may write in it now. */
export const chatRoomQuery = (classId: number, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: chatKeys.room(classId),
    queryFn: ({ signal }) => getData(roomPath(classId), { signal, schema: chatRoomSchema }),
    refetchInterval: RECHECK_MS,
    // A room the reader may not open answers 404: asking again would not help.
    retry: false,
  });

export const useChatRoom = (classId: number, enabled = true) =>
  useQuery(chatRoomQuery(classId, enabled));
