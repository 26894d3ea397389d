import { ChildrenRooms } from '@/features/chat/components/children-rooms.tsx';
import { ParentPage } from '@/features/parents/pages/parent-page.tsx';

/**
 * The parent's page with the children's class rooms from features/chat, put together here
 * because a feature never imports another.
 */
export function ParentRoute() {
  return <ParentPage extraSections={<ChildrenRooms />} />;
}
