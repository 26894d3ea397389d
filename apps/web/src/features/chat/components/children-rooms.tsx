import { useChatRooms } from '../api/get-rooms.ts';
import { RoomList } from './room-list.tsx';

/**
 * On the parent's page: the linked children's class rooms, to read. Nothing at all while the
 * school keeps parents out of the rooms (CHAT_PARENTS_READ, docs/decisions.md §20), when no
 * child is in a class, or while the list loads.
 */
export function ChildrenRooms() {
  const rooms = useChatRooms();
  return rooms.data?.length ? <RoomList forParent /> : null;
}
