import type { ChatEvent, ChatMessage } from '@madrasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { getMessages } from '../api/get-messages.ts';
import { getTicket } from '../api/get-ticket.ts';
import { chatKeys } from '../api/keys.ts';
import { connectChatSocket, type SocketStatus } from './chat-socket.ts';
import { emptyLog, messageLog } from './message-log.ts';

type Phase = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; error: unknown };

/**
 * A room's messages, kept live: the newest page first, then the socket; on each (re)opening
 * what came after the last message shown is read (`after=`), and when more was missed than
 * one catch-up holds, the newest page again. History is paged backwards on demand.
 */
export function useRoomMessages(classId: number) {
  const queryClient = useQueryClient();
  const [log, dispatch] = useReducer(messageLog, emptyLog);
  const [phase, setPhase] = useState<Phase>({ state: 'loading' });
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);
  const lastId = useRef<number | null>(null);
  lastId.current = log.entries.at(-1)?.id ?? null;
  const firstId = log.entries[0]?.id;

  const loadNewest = useCallback(async () => {
    const page = await getMessages(classId);
    dispatch({ type: 'newest', messages: page.messages, hasMore: page.hasMore });
  }, [classId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry runs it all again.
  useEffect(() => {
    let gone = false;
    let socket: { close: () => void } | undefined;
    const catchUp = async (live: boolean) => {
      const after = lastId.current;
      if (after === null) return loadNewest();
      const page = await getMessages(classId, { after: String(after) });
      if (gone) return;
      if (page.hasMore) return loadNewest();
      dispatch({ type: 'arrived', messages: page.messages, live });
    };
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'message') {
        dispatch({ type: 'arrived', messages: [event.message], live: true });
      } else if (event.type === 'deleted') {
        dispatch({ type: 'deleted', id: event.id });
      } else {
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(classId) });
      }
    };
    setPhase({ state: 'loading' });
    loadNewest().then(
      () => {
        if (gone) return;
        setPhase({ state: 'ready' });
        socket = connectChatSocket({
          classId,
          getTicket,
          onEvent,
          onStatus: setStatus,
          // A failed catch-up leaves the gap to the next reopening, or to a reload.
          onOpen: (again) => void catchUp(again).catch(() => undefined),
        });
      },
      (error: unknown) => {
        if (!gone) setPhase({ state: 'failed', error });
      },
    );
    return () => {
      gone = true;
      socket?.close();
    };
  }, [classId, loadNewest, queryClient, attempt]);

  const loadEarlier = useCallback(async () => {
    if (firstId === undefined) return;
    setEarlier('loading');
    try {
      const page = await getMessages(classId, { before: String(firstId) });
      dispatch({ type: 'earlier', messages: page.messages, hasMore: page.hasMore });
      setEarlier('idle');
    } catch {
      setEarlier('failed');
    }
  }, [classId, firstId]);

  return {
    log,
    phase,
    status,
    earlier,
    loadEarlier,
    retry: useCallback(() => setAttempt((value) => value + 1), []),
    /** The reader's own message, as the server stored it: shown at once, never announced. */
    addOwn: useCallback(
      (message: ChatMessage) => dispatch({ type: 'arrived', messages: [message], live: false }),
      [],
    ),
    markDeleted: useCallback(
      (id: number, by: 'author' | 'teacher') => dispatch({ type: 'deleted', id, by }),
      [],
    ),
  };
}
