import { RoomList } from '@/features/chat/components/room-list.tsx';
import { TeacherProfilePage } from '@/features/profile/pages/teacher-profile-page.tsx';

/** The teacher's profile with the rooms of their classes (features/chat) in its Chat Rooms tab. */
export function TeacherProfileRoute() {
  return <TeacherProfilePage chatRooms={<RoomList />} />;
}
