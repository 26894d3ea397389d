/** Slide 2: a stack of textbooks beside an open book with a pencil. */
export function BooksIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} className={className}>
      <rect width="240" height="160" rx="20" fill="#fef3c7" />
      <rect x="30" y="108" width="92" height="20" rx="4" fill="#0f766e" />
      <rect x="36" y="86" width="84" height="20" rx="4" fill="#f59e0b" />
      <rect x="26" y="64" width="88" height="20" rx="4" fill="#134e4a" />
      <path d="M40 70h50M46 92h44M42 114h50" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M132 64c14-8 30-8 40 0 10-8 26-8 40 0v64c-14-8-30-8-40 0-10-8-26-8-40 0z"
        fill="#fff"
      />
      <path d="M172 64v64" stroke="#99f6e4" strokeWidth="3" />
      <path
        d="M142 80h20M142 92h20M142 104h16M182 80h20M182 92h20M182 104h14"
        stroke="#5eead4"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="m150 30 54 22-6 10-54-22z" fill="#0d9488" />
      <path d="m144 40 6-10-12 2z" fill="#fcd34d" />
    </svg>
  );
}
