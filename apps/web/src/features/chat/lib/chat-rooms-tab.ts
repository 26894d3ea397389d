/** The profile tab that lists the reader's rooms: links back to it name it (`?tab=`). */
export const CHAT_ROOMS_TAB = 'chat-rooms';
