import { CHAT_CLOSE_CODES, type ChatEvent, chatEventSchema } from '@madrasa/contracts';
import { env } from '@/config/env.ts';
import { ApiError } from '@/shared/lib/api-client.ts';

/**
 * `connecting` the first time, `open`, `reconnecting` after a drop (a new ticket is on its
 * way, after a pause), `stopped` when trying again cannot help (the session ended, or the
 * room is no longer the reader's).
 */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export type Ticket = { ticket: string; path: string };

export type ChatSocketOptions = {
  classId: number;
  getTicket: () => Promise<Ticket>;
  onEvent: (event: ChatEvent) => void;
  onStatus: (status: SocketStatus) => void;
  /** Each time the socket opens; `again` after a drop, when what was missed is to be read. */
  onOpen: (again: boolean) => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
};

/** Waits before trying again: 1 s, 2 s, 4 s… up to 30 s, each a random half to whole of it. */
const BACKOFF = { firstMs: 1000, maxMs: 30_000 };
export const backoffMs = (attempt: number, random: () => number) => {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt);
  // Jitter: a classroom dropped together by the school's Wi-Fi does not come back together.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

/** The socket's address: the API's host (the page's, by default) with ws: or wss:. */
export const socketUrl = ({ ticket, path }: Ticket, classId: number) => {
  const base = new URL(env.apiUrl || window.location.origin, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = new URL(path, base);
  url.search = new URLSearchParams({ ticket, class_id: String(classId) }).toString();
  return url.toString();
};

/** A refusal no retry mends: the session is gone, or the room is not the reader's. */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || error.status === 403 || error.status === 404);

/**
 * The room's live events: a ticket, a socket for this one room, and after any drop a new
 * ticket and socket after a backoff with jitter (at once when the browser comes back
 * online). The socket only delivers: sending is an HTTP POST. `close()` ends it all.
 */
export function connectChatSocket({
  classId,
  getTicket,
  onEvent,
  onStatus,
  onOpen,
  createSocket = (url) => new WebSocket(url),
  random = Math.random,
}: ChatSocketOptions) {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;
  let closed = false;

  const stop = () => {
    closed = true;
    clearTimeout(timer);
    window.removeEventListener('online', now);
    onStatus('stopped');
  };

  const retry = () => {
    if (closed) return;
    onStatus('reconnecting');
    clearTimeout(timer);
    timer = setTimeout(connect, backoffMs(attempt, random));
    attempt += 1;
  };

  async function connect() {
    if (closed) return;
    timer = undefined;
    onStatus(opened ? 'reconnecting' : 'connecting');
    let ticket: Ticket;
    try {
      ticket = await getTicket();
    } catch (error) {
      if (isFinal(error)) stop();
      else retry();
      return;
    }
    if (closed) return;
    const next = createSocket(socketUrl(ticket, classId));
    socket = next;
    next.onopen = () => {
      attempt = 0;
      onStatus('open');
      onOpen(opened);
      opened = true;
    };
    next.onmessage = (message) => {
      const parsed = chatEventSchema.safeParse(safeJson(message.data));
      if (parsed.success) onEvent(parsed.data);
    };
    next.onclose = (event) => {
      if (socket !== next || closed) return;
      socket = null;
      if (event.code === CHAT_CLOSE_CODES.session_ended) stop();
      else retry();
    };
  }

  /** Back online: no need to sit out the rest of the backoff. */
  function now() {
    if (closed || socket || timer === undefined) return;
    clearTimeout(timer);
    void connect();
  }

  window.addEventListener('online', now);
  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      const open = socket;
      socket = null;
      open?.close(1000);
    },
  };
}

const safeJson = (data: unknown) => {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
};
