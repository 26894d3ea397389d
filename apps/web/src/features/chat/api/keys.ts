/** Every chat query key starts here; a room's keys start with its class id. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  room: (classId: number) => [...chatKeys.all, 'room', classId] as const,
  mutes: (classId: number) => [...chatKeys.room(classId), 'mutes'] as const,
  reports: (classId: number) => [...chatKeys.room(classId), 'reports'] as const,
};

/** The room's own routes: /api/classes/{id}/chat… */
export const roomPath = (classId: number, rest = '') => `/api/classes/${classId}/chat${rest}`;
