import { ChildAssignments } from '@/features/classes/components/child-assignments.tsx';
import { ChildPage } from '@/features/parents/pages/child-page.tsx';
import { ChildCourses } from '@/features/premium/components/child-courses.tsx';

/**
 * A parent's child page with the child's assignments from features/classes and unlocked
 * courses from features/premium, put together here because a feature never imports another.
 */
export function ChildRoute() {
  return (
    <ChildPage
      extraSections={(child) => (
        <>
          <ChildAssignments childId={child.id} name={child.first_name} />
          <ChildCourses childId={child.id} name={child.first_name} />
        </>
      )}
    />
  );
}
