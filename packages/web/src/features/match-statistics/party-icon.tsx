/**
 * A party popper, drawn here rather than the 🎉 character: a TV stick or a Linux kiosk often has
 * no colour emoji font and would show an empty box. It scales with the text around it.
 */
export function PartyIcon({ label }: { label: string }) {
  return (
    <svg className="party-icon" role="img" aria-label={label} viewBox="0 0 64 64" width="1em" height="1em">
      {/* The cone, opening towards the top right. */}
      <path d="M6 58 L22 18 L46 42 Z" fill="#f4b400" stroke="#8a5a00" strokeWidth="2" strokeLinejoin="round" />
      <path d="M14 38 L30 54 M18 28 L40 50" stroke="#e8453c" strokeWidth="4" strokeLinecap="round" />
      {/* Streamers and confetti bursting out of it. */}
      <path d="M30 22 C34 12 42 16 40 6" fill="none" stroke="#4285f4" strokeWidth="3" strokeLinecap="round" />
      <path d="M42 34 C52 30 50 40 60 36" fill="none" stroke="#0f9d58" strokeWidth="3" strokeLinecap="round" />
      <circle cx="50" cy="14" r="4" fill="#e8453c" />
      <circle cx="56" cy="26" r="3" fill="#f4b400" />
      <circle cx="26" cy="8" r="3" fill="#0f9d58" />
      <rect x="46" y="2" width="5" height="5" rx="1" fill="#ab47bc" transform="rotate(20 48 4)" />
      <rect x="56" y="46" width="5" height="5" rx="1" fill="#4285f4" transform="rotate(-15 58 48)" />
    </svg>
  );
}
