/** A labelled field with its problem announced and linked (aria-invalid, aria-describedby, Bootstrap's is-invalid). */
export function fieldProblemProps(id: string, problem: string | undefined, hintId?: string) {
  const describedBy = [problem && `${id}-problem`, hintId].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The class of an input, marked invalid while it has a problem. */
export const invalidClass = (base: string, problem: string | undefined) => (problem ? `${base} is-invalid` : base);

/** The words under a field saying what is wrong with it; nothing once it is right. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <div id={`${id}-problem`} className="invalid-feedback d-block">
      {problem}
    </div>
  );
}
