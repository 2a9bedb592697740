import type { FirstThrowerQuestion, Side } from '@darts/domain';

/** 'Who plays first?' or 'Who won the bull?' with one button per player. */
export function FirstThrowerPicker({
  question,
  sides,
  nameOf,
  onPick,
}: {
  question: FirstThrowerQuestion;
  sides: Side[];
  nameOf: (side: Side) => string;
  onPick: (side: Side) => void;
}) {
  return (
    <section className="sayg-first-thrower" aria-labelledby="sayg-first-thrower-question">
      <h2 id="sayg-first-thrower-question" className="h4">
        {question}
      </h2>
      <div className="sayg-first-thrower-choices">
        {sides.map((side) => (
          <button key={side} type="button" className="btn btn-primary btn-lg" onClick={() => onPick(side)}>
            {nameOf(side)}
          </button>
        ))}
      </div>
    </section>
  );
}
