import type { ChatBus } from './chat-bus.ts';
import type { ChatHub } from './chat-hub.ts';
import type { RoomAccess } from './room-access.ts';
import type { SocketTickets } from './socket-tickets.ts';

/** What the chat routes share: who may read which room, the transport, the sockets, the clock. */
export type ChatContext = {
  access: RoomAccess;
  bus: ChatBus;
  hub: ChatHub;
  tickets: SocketTickets;
  now: () => Date;
};

export const tags = ['chat'];
