/** Slide 1: a video lesson on a laptop, with a play button and a graduation cap. */
export function LessonsIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} className={className}>
      <rect width="240" height="160" rx="20" fill="#ccfbf1" />
      <circle cx="200" cy="34" r="18" fill="#fcd34d" />
      <rect x="44" y="30" width="152" height="92" rx="10" fill="#134e4a" />
      <rect x="52" y="38" width="136" height="76" rx="6" fill="#f0fdfa" />
      <path d="M62 104 92 74l18 18 22-26 46 38z" fill="#99f6e4" />
      <circle cx="120" cy="76" r="20" fill="#0f766e" />
      <path d="m114 66 17 10-17 10z" fill="#fff" />
      <path d="M28 122h184l-10 14H38z" fill="#115e59" />
      <path d="M24 48 52 38l28 10-28 10z" fill="#f59e0b" />
      <path d="M38 53v10c8 6 20 6 28 0V53l-14 5z" fill="#b45309" />
      <path d="M78 48v16" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
