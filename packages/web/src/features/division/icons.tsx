/**
 * Small inline icons: they draw the same on every phone, unlike emoji, whose fonts vary (or are
 * missing). Decorative ones are hidden from screen readers; the crown says 'captain'.
 */
const svg = { width: '1em', height: '1em', viewBox: '0 0 16 16', fill: 'currentColor', focusable: 'false' } as const;

export function CaptainCrown() {
  return (
    <span role="img" aria-label="captain" title="Captain" className="captain-crown">
      <svg {...svg} aria-hidden="true">
        <path d="M1 4.5 4.6 7.8 8 2l3.4 5.8L15 4.5 13.6 13H2.4z" />
        <rect x="2.4" y="13.8" width="11.2" height="1.4" rx=".4" />
      </svg>
    </span>
  );
}

export function PencilIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M11.6 1.2a1 1 0 0 1 1.4 0l1.8 1.8a1 1 0 0 1 0 1.4L5.5 13.7 1.5 14.5l.8-4z" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M6 1h4a1 1 0 0 1 1 1v1h3.5v1.5h-13V3H5V2a1 1 0 0 1 1-1zm0 2h4V2.3H6zM3 5.5h10l-.8 9a1 1 0 0 1-1 .9H4.8a1 1 0 0 1-1-.9z" />
    </svg>
  );
}
