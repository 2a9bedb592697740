/**
 * A result's lines (spec 1 §8: errors red, warnings plain or amber, messages grey), each once, for
 * the compatibility, proposal and health results the wizard shows.
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
  /** Compatibility warnings are plain (spec 1 §8); elsewhere they are amber. */
  plainWarnings?: boolean;
}) {
  if (errors.length + warnings.length + messages.length === 0) return null;
  const lines = [
    ...errors.map((text) => ({ text, className: 'text-danger' })),
    ...warnings.map((text) => ({ text, className: plainWarnings ? '' : 'text-warning-emphasis' })),
    ...messages.map((text) => ({ text, className: 'text-body-secondary' })),
  ];
  return (
    <ul className="list-unstyled mb-1 wizard-result-lines">
      {lines.map((line, index) => (
        <li key={`${index}-${line.text}`} className={line.className}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
