import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classViewKey, TEACHER_CLASSES_KEY } from './keys.ts';

/** A change to one class: refreshes its view and the list's counts once it succeeds. */
export function useClassMutation<V, R>(classId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classViewKey(classId) }),
        queryClient.invalidateQueries({ queryKey: TEACHER_CLASSES_KEY, exact: true }),
      ]),
  });
}
