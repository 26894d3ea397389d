/** Slide 3: an exam paper with ticked answers, a clock and a medal. */
export function ExamsIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} className={className}>
      <rect width="240" height="160" rx="20" fill="#e0f2fe" />
      <rect x="62" y="18" width="100" height="128" rx="8" fill="#fff" />
      <rect x="92" y="12" width="40" height="14" rx="5" fill="#0f766e" />
      {[48, 76, 104].map((y) => (
        <g key={y}>
          <rect x="76" y={y - 8} width="16" height="16" rx="4" fill="#ccfbf1" />
          <path
            d={`m79 ${y} 4 4 7-8`}
            fill="none"
            stroke="#0f766e"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d={`M100 ${y}h48`} stroke="#94a3b8" strokeWidth="4" strokeLinecap="round" />
        </g>
      ))}
      <circle cx="186" cy="60" r="24" fill="#fff" stroke="#134e4a" strokeWidth="5" />
      <path
        d="M186 46v14l10 6"
        fill="none"
        stroke="#134e4a"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="m34 92 10 26 8-10 12 4-10-26z" fill="#0d9488" />
      <circle cx="42" cy="84" r="16" fill="#f59e0b" />
      <path d="m42 75 3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill="#fff" />
    </svg>
  );
}
