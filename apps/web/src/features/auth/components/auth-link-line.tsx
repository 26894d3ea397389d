import { Link } from 'react-router';

/** "Already have an account? Login Now" style line under an auth screen. */
export function AuthLinkLine({
  prompt,
  label,
  to,
}: {
  prompt?: string;
  label: string;
  to: string;
}) {
  return (
    <p className="mt-6 text-slate-700">
      {prompt && <>{prompt} </>}
      <Link
        to={to}
        className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
      >
        {label}
      </Link>
    </p>
  );
}
