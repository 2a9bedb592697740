import { useState } from 'react';

/** A form's problem per field; a field with nothing wrong is absent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

type Refusal<V> = { problems: FieldProblems<keyof V & string>; values: V };

/**
 * How every form shows its field problems. The browser's own checks are worked out
 * again from the values on every render once a save has been tried, so a field's problem goes as
 * soon as what is typed makes it valid (no second save) and comes back if it is emptied again. A
 * problem the server names for a field (`refuse`) stays until that field's value changes; the
 * browser's checks wait for the next save then. Nothing
 * here touches the values: a failed save keeps what was typed.
 */
export function useFieldProblems<V extends Record<string, unknown>>(
  values: V,
  check: (values: V) => FieldProblems<keyof V & string>,
) {
  type F = keyof V & string;
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal<V>>();
  const local = tried ? check(values) : {};
  const fromServer: FieldProblems<F> = {};
  for (const [field, problem] of Object.entries(refusal?.problems ?? {}) as [F, string | undefined][]) {
    if (problem && Object.is(values[field], refusal?.values[field])) fromServer[field] = problem;
  }
  const problems: FieldProblems<F> = { ...fromServer, ...withoutEmpty(local) };

  return {
    problems,
    /**
     * Save pressed: show the browser's checks from now on. Gives the first field to fix (by
     * `order`, else as `check` lists them) to put the cursor in, or undefined when all is well.
     */
    validate: (order?: readonly F[]): F | undefined => {
      setTried(true);
      setRefusal(undefined);
      const found = withoutEmpty(check(values));
      return firstProblemField(found, order ?? (Object.keys(found) as F[]));
    },
    /** Saved: nothing to show until the next save is tried (the emptied form is not a mistake). */
    reset: () => {
      setTried(false);
      setRefusal(undefined);
    },
    /** The server refused `sent` for these fields; each problem shows until its field is changed. */
    refuse: (fieldProblems: FieldProblems<F>, sent: V) => {
      // The server's verdict stands in for the browser's checks until the next save.
      setTried(false);
      setRefusal({ problems: fieldProblems, values: sent });
    },
  };
}

/** The first of `order` with a problem, to put the cursor there. */
export function firstProblemField<F extends string>(problems: FieldProblems<F>, order: readonly F[]): F | undefined {
  return order.find((field) => problems[field]);
}

function withoutEmpty<F extends string>(problems: FieldProblems<F>): FieldProblems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => !!text)) as FieldProblems<F>;
}
