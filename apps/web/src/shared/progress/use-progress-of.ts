import type { ItemProgress, ProgressItemKind } from '@madrasa/contracts';
import { useMemo } from 'react';
import { type ItemScope, useItemProgress } from './progress-api.ts';
import { useIsStudent } from './progress-keys.ts';

/**
 * The student's progress on the items of a page (a subject and semester, or a teacher),
 * looked up by kind and id. `startAt` is where a video resumes: undefined while the
 * positions are still loading, 0 for visitors or when they cannot be read.
 */
export function useProgressOf(scope: ItemScope) {
  const student = useIsStudent();
  const items = useItemProgress(scope);
  const byKey = useMemo(
    () => new Map(items.data?.map((item) => [`${item.kind}:${item.id}`, item])),
    [items.data],
  );
  const ready = !student || items.isSuccess || items.isError;
  return useMemo(() => {
    const of = (kind: ProgressItemKind, id: number): ItemProgress | undefined =>
      byKey.get(`${kind}:${id}`);
    return {
      of,
      startAt: (kind: ProgressItemKind, id: number) =>
        ready ? (of(kind, id)?.position_seconds ?? 0) : undefined,
    };
  }, [byKey, ready]);
}
