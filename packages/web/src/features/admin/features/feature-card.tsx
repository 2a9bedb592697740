import type { ConfiguredFeatureDto } from '@darts/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../../components/field-problem';
import { useFieldProblems } from '../../../lib/use-field-problems';
import { useUpdateFeature } from '../api';
import { configuredValueToSend, effectiveValue, featureValueProblem } from './feature-value';

/** One feature: what it is, its values, and a switch (Boolean) or a value editor (others). */
export function FeatureCard({ feature }: { feature: ConfiguredFeatureDto }) {
  const save = useUpdateFeature();
  const outcome = save.data;
  return (
    <article className="card h-100">
      <div className="card-body">
        <h2 className="h5 card-title text-break">{feature.name}</h2>
        <p className="card-text">{feature.description}</p>
        <dl className="row small mb-3">
          <dt className="col-6 col-sm-5 fw-normal text-body-secondary">Value type</dt>
          <dd className="col-6 col-sm-7 mb-1">{feature.valueType}</dd>
          <dt className="col-6 col-sm-5 fw-normal text-body-secondary">Default value</dt>
          <dd className="col-6 col-sm-7 mb-1">
            <code>{feature.defaultValue ?? '(none)'}</code>
          </dd>
          <dt className="col-6 col-sm-5 fw-normal text-body-secondary">Configured value</dt>
          <dd className="col-6 col-sm-7 mb-0">
            {feature.configuredValue ? (
              <code>{feature.configuredValue}</code>
            ) : (
              <span className="text-body-secondary">Not set</span>
            )}
          </dd>
        </dl>
        {feature.valueType === 'Boolean' ? (
          <BooleanSwitch feature={feature} save={save} />
        ) : (
          <ValueEditor feature={feature} save={save} />
        )}
        <p role="status" className="text-success fw-semibold small mb-0 mt-2">
          {outcome?.success ? (outcome.messages[0] ?? 'Feature updated') : ''}
        </p>
        {outcome && !outcome.success && <ErrorAlert title="Could not save data" result={outcome} />}
        {save.isError && <ErrorAlert title="Could not save data" error={save.error} />}
      </div>
    </article>
  );
}

type Save = ReturnType<typeof useUpdateFeature>;

function BooleanSwitch({ feature, save }: { feature: ConfiguredFeatureDto; save: Save }) {
  const id = useId();
  const on = effectiveValue(feature).toLowerCase() === 'true';
  // While saving, show what was asked for.
  const shown =
    save.isPending && save.variables
      ? String(save.variables.configuredValue ?? feature.defaultValue).toLowerCase() === 'true'
      : on;
  return (
    <div className="form-check form-switch">
      <input
        id={`${id}-switch`}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={shown}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate({ id: feature.id, configuredValue: configuredValueToSend(feature, String(event.target.checked)) })
        }
      />
      <label className="form-check-label text-break" htmlFor={`${id}-switch`}>
        {feature.name}
      </label>
    </div>
  );
}

function ValueEditor({ feature, save }: { feature: ConfiguredFeatureDto; save: Save }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => effectiveValue(feature));
  // The problem follows what is typed after a failed save: it goes once the value is valid.
  const { problems, validate } = useFieldProblems({ value }, (values) => ({
    value: featureValueProblem(feature.valueType, values.value.trim()),
  }));

  // The box keeps what was typed until the server accepts a value.
  function send(configuredValue: string | undefined) {
    save.mutate(
      { id: feature.id, configuredValue },
      { onSuccess: (outcome) => outcome.success && outcome.result && setValue(effectiveValue(outcome.result)) },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (validate()) {
      input.current?.focus();
      return;
    }
    send(configuredValueToSend(feature, value));
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-value`} className="form-label">
        {feature.name}
      </label>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
          <input
            {...fieldProblemProps(`${id}-value`, problems.value)}
            ref={input}
            className={invalidClass('form-control', problems.value)}
            value={value}
            placeholder={feature.defaultValue}
            onChange={(event) => {
              setValue(event.target.value);
              save.reset();
            }}
          />
          <FieldProblem id={`${id}-value`} problem={problems.value} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Save
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={save.isPending || !feature.configuredValue}
          onClick={() => send(undefined)}
        >
          Reset to default
        </button>
      </div>
    </form>
  );
}
