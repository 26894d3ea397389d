import {
  type Entitlement,
  entitlementsOpen,
  type PremiumItemRef,
  type PremiumMark,
  type PremiumOpen,
  premiumOpenSchema,
} from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useSavedFile } from '@/shared/offline/save-file.ts';
import { PREMIUM_ROOT, useMyCourses } from './my-courses.ts';

/**
 * How the reader meets an item: `free` (no mark), `preview` (a premium course's free
 * preview), `unlocked` (premium, and an entitlement opens it) or `locked`.
 */
export type PremiumAccess = 'free' | 'preview' | 'unlocked' | 'locked';

export function premiumAccess(
  mark: PremiumMark | undefined,
  entitlements: readonly Entitlement[],
  now = Date.now(),
): PremiumAccess {
  if (!mark) return 'free';
  if (mark.preview) return 'preview';
  return entitlementsOpen(entitlements, mark, now) ? 'unlocked' : 'locked';
}

/** The reader's access to an item with this mark (entitlements read once, cached). */
export function usePremiumAccess(mark: PremiumMark | undefined): PremiumAccess {
  const courses = useMyCourses();
  return premiumAccess(mark, courses.data ?? []);
}

/** Signed paths last minutes: read them again rather than keep them. */
const SIGNED_PATHS_STALE_MS = 60_000;

/**
 * An item of a list as this reader may open it: its access, and for an unlocked premium item
 * its signed paths (GET /api/premium/open), which replace the plain ones the list gives
 * (`open` is undefined until they are read).
 *
 * `plain`: the item's paths as the list gives them. A premium file the student saved on this
 * phone (kept under its plain path) opens from there when the server cannot be asked: offline,
 * where entitlements cannot be read either. It was theirs when saved, and it stays on the phone.
 */
export function usePremiumItem(
  item: PremiumItemRef,
  mark: PremiumMark | undefined,
  plain?: PremiumOpen,
) {
  const access = usePremiumAccess(mark);
  const open = useQuery({
    queryKey: [PREMIUM_ROOT, 'open', item.kind, item.id],
    enabled: access === 'unlocked',
    staleTime: SIGNED_PATHS_STALE_MS,
    queryFn: ({ signal }): Promise<PremiumOpen> =>
      getData('/api/premium/open', { signal, query: item, schema: premiumOpenSchema }),
  });
  const kept = mark && !mark.preview ? (plain?.stream?.mp4 ?? plain?.file) : null;
  const savedCopy = useSavedFile(kept && fileUrl(kept, 'admin'));
  if (savedCopy && plain && !open.data) return { access: 'unlocked' as const, open: plain };
  return { access, open: access === 'unlocked' ? open.data : undefined };
}
