import type { ChatMessage } from '@madrasa/contracts';

/**
 * A message as the room shows it. `live` marks one that arrived while the reader was here
 * (the socket, or the catch-up after a drop): only those are announced to a screen reader,
 * never the history loaded above them nor the reader's own.
 */
export type LogEntry = ChatMessage & { live: boolean };

export type MessageLog = {
  entries: LogEntry[];
  /** Messages older than the first one wait on the server. */
  hasEarlier: boolean;
};

export type LogAction =
  | { type: 'newest'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'earlier'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'arrived'; messages: ChatMessage[]; live: boolean }
  /** `by` when this reader deleted it; the socket's event does not say who. */
  | { type: 'deleted'; id: number; by?: 'author' | 'teacher' };

export const emptyLog: MessageLog = { entries: [], hasEarlier: false };

/** Adds messages by id (one already there keeps its place and flag), oldest first. */
const merge = (entries: LogEntry[], messages: ChatMessage[], live: boolean): LogEntry[] => {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const message of messages) {
    const kept = byId.get(message.id);
    byId.set(message.id, kept ? { ...message, live: kept.live } : { ...message, live });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** The room's messages: the newest page, history before it, arrivals after it, deletions. */
export function messageLog(log: MessageLog, action: LogAction): MessageLog {
  switch (action.type) {
    case 'newest':
      return { entries: merge([], action.messages, false), hasEarlier: action.hasMore };
    case 'earlier':
      return { entries: merge(log.entries, action.messages, false), hasEarlier: action.hasMore };
    case 'arrived':
      return { ...log, entries: merge(log.entries, action.messages, action.live) };
    case 'deleted':
      return {
        ...log,
        entries: log.entries.map((entry) => {
          if (entry.id === action.id) {
            return {
              ...entry,
              body: null,
              deleted: true,
              deleted_by: action.by ?? entry.deleted_by,
            };
          }
          if (entry.reply_to?.id === action.id) {
            return { ...entry, reply_to: { ...entry.reply_to, excerpt: null } };
          }
          return entry;
        }),
      };
  }
}
