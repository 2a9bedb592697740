import type { CheckState } from './health-view';

/**
 * The Health tab's state icons, drawn inline so they look the same on every phone. Each is decorative: the
 * words beside it (Healthy, Passed, 1 error, Warning: …) carry the meaning, never the colour or shape alone.
 */
const svg = { width: '1em', height: '1em', viewBox: '0 0 16 16', fill: 'currentColor', focusable: 'false' } as const;

const paths: Record<CheckState, string> = {
  passed: 'M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0zm3.6 4.6L6.9 9.3 4.4 6.8 3.3 7.9l3.6 3.6 5.8-5.8z',
  warning:
    'M8.9 1.5a1 1 0 0 0-1.8 0L.2 13.5A1 1 0 0 0 1.1 15h13.8a1 1 0 0 0 .9-1.5zM7.2 5.5h1.6l-.2 5H7.4zM8 11.7a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  error:
    'M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0zM5.2 4.1 4.1 5.2 6.9 8l-2.8 2.8 1.1 1.1L8 9.1l2.8 2.8 1.1-1.1L9.1 8l2.8-2.8-1.1-1.1L8 6.9z',
};

export function StateIcon({ state, className = '' }: { state: CheckState; className?: string }) {
  return (
    <svg {...svg} aria-hidden="true" className={`health-icon health-icon-${state} ${className}`.trim()}>
      <path fillRule="evenodd" d={paths[state]} />
    </svg>
  );
}
