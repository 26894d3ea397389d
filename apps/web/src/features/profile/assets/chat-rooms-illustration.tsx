/** Chat rooms, coming soon: two speech bubbles in a classroom window and an hourglass. */
export function ChatRoomsIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} className={className}>
      <rect width="240" height="160" rx="20" fill="#ccfbf1" />
      <rect x="30" y="26" width="180" height="108" rx="12" fill="#f0fdfa" />
      <rect x="30" y="26" width="180" height="18" rx="9" fill="#134e4a" />
      <circle cx="42" cy="35" r="3" fill="#fcd34d" />
      <circle cx="52" cy="35" r="3" fill="#99f6e4" />
      <path
        d="M48 58h86a10 10 0 0 1 10 10v18a10 10 0 0 1-10 10H70l-14 12V96h-8a10 10 0 0 1-10-10V68a10 10 0 0 1 10-10z"
        fill="#0f766e"
      />
      <rect x="52" y="68" width="70" height="6" rx="3" fill="#ccfbf1" />
      <rect x="52" y="80" width="48" height="6" rx="3" fill="#99f6e4" />
      <path
        d="M192 80h-58a10 10 0 0 0-10 10v14a10 10 0 0 0 10 10h40l12 10v-10h6a10 10 0 0 0 10-10V90a10 10 0 0 0-10-10z"
        fill="#f59e0b"
      />
      <rect x="134" y="90" width="50" height="6" rx="3" fill="#fffbeb" />
      <rect x="134" y="101" width="32" height="6" rx="3" fill="#fde68a" />
      <path
        d="M176 48h20M176 72h20M180 48c0 8 12 8 12 12s-12 4-12 12M192 48c0 8-12 8-12 12s12 4 12 12"
        stroke="#115e59"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
