import { chatRoomSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { chatKeys } from './keys.ts';

/** GET /api/chat/rooms: the rooms the signed-in account may read, one a class. */
export const chatRoomsQuery = () =>
  queryOptions({
    queryKey: chatKeys.rooms(),
    queryFn: ({ signal }) =>
      getData('/api/chat/rooms', { signal, schema: z.array(chatRoomSchema) }),
  });

export const useChatRooms = () => useQuery(chatRoomsQuery());
