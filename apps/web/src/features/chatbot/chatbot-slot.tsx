import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/shared/lib/i18n.ts';
import { whenIdle } from '@/shared/lib/when-idle.ts';

const ChatbotWidget = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/chatbot-widget.tsx'),
    loadNamespaces('chatbot'),
  ]);
  return { default: module.ChatbotWidget };
});

/** Without idle callbacks (Safari), wait this long after mounting instead. */
const FALLBACK_DELAY_MS = 2000;

/**
 * The chatbot widget of docs/product.md §4, loaded only once the browser is idle so its code and texts
 * never weigh on the first paint. Mounted by the header, so it is gone with the header on auth
 * pages; the header leaves it out during an exam attempt too.
 */
export function ChatbotSlot() {
  const [ready, setReady] = useState(false);
  useEffect(
    () => whenIdle(() => setReady(true), { timeout: 5000, fallbackDelay: FALLBACK_DELAY_MS }),
    [],
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatbotWidget />
    </Suspense>
  );
}
