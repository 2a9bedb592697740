import { useId } from 'react';
import { callerRates } from './caller-settings';
import type { Caller } from './use-caller';
import './caller-control.css';

/**
 * The caller's settings (issue #27): a "Caller: off/on" disclosure holding the switch, the voice and
 * the speed. Where the browser cannot speak it says so, and nothing else changes.
 */
export function CallerControl({ caller, className = '' }: { caller: Caller; className?: string }) {
  const id = useId();
  const { settings, change, voices, supported } = caller;
  const state = !supported ? 'not available' : settings.on ? 'on' : 'off';
  return (
    <details className={`caller-control ${className}`}>
      <summary>Caller: {state}</summary>
      <div className="caller-control-body">
        {supported ? (
          <>
            <div className="form-check form-switch mb-0">
              <input
                id={`${id}-on`}
                className="form-check-input"
                type="checkbox"
                role="switch"
                checked={settings.on}
                onChange={(event) => change({ on: event.target.checked })}
              />
              <label className="form-check-label" htmlFor={`${id}-on`}>
                Call the scores aloud
              </label>
            </div>
            <div className="caller-control-field">
              <label htmlFor={`${id}-voice`} className="form-label mb-0">
                Voice
              </label>
              <select
                id={`${id}-voice`}
                className="form-select form-select-sm"
                value={settings.voice ?? ''}
                onChange={(event) => change({ voice: event.target.value || null })}
              >
                <option value="">Browser default</option>
                {voices.map((voice) => (
                  <option key={voice.voiceURI} value={voice.voiceURI}>
                    {voice.name} ({voice.lang})
                  </option>
                ))}
              </select>
            </div>
            <div className="caller-control-field">
              <label htmlFor={`${id}-rate`} className="form-label mb-0">
                Speed
              </label>
              <select
                id={`${id}-rate`}
                className="form-select form-select-sm"
                value={String(settings.rate)}
                onChange={(event) => change({ rate: Number(event.target.value) })}
              >
                {callerRates.map((choice) => (
                  <option key={choice.rate} value={String(choice.rate)}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : (
          <p className="mb-0">This browser cannot speak, so the caller is not available here.</p>
        )}
      </div>
    </details>
  );
}
