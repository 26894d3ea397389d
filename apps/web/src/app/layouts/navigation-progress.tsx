import { useNavigation } from 'react-router';

/** A thin bar while the next page's code or data loads (route chunks are lazy). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-teal-100">
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-amber-400 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
