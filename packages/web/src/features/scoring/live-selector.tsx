import { memo, useId } from 'react';

export type LiveMode = 'live' | 'paused';

/**
 * The Paused/Live selector (shown only with UseWebSockets): Live
 * publishes each throw to watchers at once; Paused stops publishing and this panel's subscription.
 */
export const LiveSelector = memo(function LiveSelector({
  mode,
  onChange,
  problem,
}: {
  mode: LiveMode;
  onChange: (mode: LiveMode) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <div className="sayg-live-selector">
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={id} className="form-label mb-0">
          Watchers
        </label>
        <select
          id={id}
          className="form-select"
          value={mode}
          onChange={(event) => onChange(event.target.value as LiveMode)}
        >
          <option value="live">Live</option>
          <option value="paused">Paused</option>
        </select>
      </div>
      {problem && (
        <p className="text-danger-emphasis small mb-0 mt-1" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
});
