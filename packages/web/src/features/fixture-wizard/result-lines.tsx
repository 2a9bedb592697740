import { useState } from 'react';

/** Beyond this many lines a result shows the first few and a button for the rest. */
const longList = 12;
const shortList = 8;

/**
 * A result's lines (errors red, warnings plain or amber, messages grey) for the
 * compatibility, proposal and health results the wizard shows. A health result of a busy season
 * can run to hundreds of lines, so a long list starts short with 'Show all {n}'.
 */
export function ResultLines({
  errors = [],
  warnings = [],
  messages = [],
  plainWarnings = false,
}: {
  errors?: readonly string[];
  warnings?: readonly string[];
  messages?: readonly string[];
  /** Compatibility warnings are plain; elsewhere they are amber. */
  plainWarnings?: boolean;
}) {
  const [all, setAll] = useState(false);
  const lines = [
    ...errors.map((text) => ({ text, className: 'text-danger' })),
    ...warnings.map((text) => ({ text, className: plainWarnings ? '' : 'text-warning-emphasis' })),
    ...messages.map((text) => ({ text, className: 'text-body-secondary' })),
  ];
  if (lines.length === 0) return null;
  const cut = !all && lines.length > longList;
  const shown = cut ? lines.slice(0, shortList) : lines;
  return (
    <>
      <ul className="list-unstyled mb-1 wizard-result-lines">
        {shown.map((line, index) => (
          <li key={`${index}-${line.text}`} className={line.className}>
            {line.text}
          </li>
        ))}
      </ul>
      {cut && (
        <button type="button" className="btn btn-outline-secondary btn-sm mb-2" onClick={() => setAll(true)}>
          Show all {lines.length}
        </button>
      )}
    </>
  );
}
