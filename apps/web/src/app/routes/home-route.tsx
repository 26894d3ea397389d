import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/site/pages/home-page.tsx';
import { useIsStudent } from '@/shared/progress/progress-keys.ts';

// Loaded only for a signed-in student: visitors' Home (drawn by the server) stays as light.
const TodoStrip = lazy(async () => ({
  default: (await import('@/features/classes/components/todo-strip.tsx')).TodoStrip,
}));

/**
 * Home with the To do strip of features/classes for a signed-in student, put together here
 * because a feature never imports another. The server draws Home signed out, so the strip
 * appears once the app has taken over the page, like Continue learning.
 */
export function HomeRoute() {
  return (
    <HomePage
      forStudent={
        useIsStudent() && (
          <Suspense fallback={null}>
            <TodoStrip />
          </Suspense>
        )
      }
    />
  );
}
