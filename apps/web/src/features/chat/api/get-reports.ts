import { chatReportItemSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { chatKeys, roomPath } from './keys.ts';

/** GET /api/classes/{id}/chat/reports: what the room's members reported (the teacher). */
export const useRoomReports = (classId: number, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.reports(classId),
    queryFn: ({ signal }) =>
      getData(roomPath(classId, '/reports'), { signal, schema: z.array(chatReportItemSchema) }),
    enabled,
  });
