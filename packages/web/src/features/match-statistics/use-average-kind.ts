import { useState } from 'react';
import type { AverageKind } from '@darts/domain';

/** Which average is shown: held by the caller when it passes `value`, else here (spec 2 §9: one-dart first). */
export type AverageKindProps = {
  average?: AverageKind;
  initialAverage?: AverageKind;
  onAverageChange?: (kind: AverageKind) => void;
};

export function useAverageKind({ average, initialAverage = 'one-dart', onAverageChange }: AverageKindProps) {
  const [own, setOwn] = useState<AverageKind>(initialAverage);
  const kind = average ?? own;
  const setKind = (next: AverageKind) => {
    setOwn(next);
    onAverageChange?.(next);
  };
  return [kind, setKind] as const;
}

/** '1-dart' or '3-dart', for labels. */
export const averageLabel = (kind: AverageKind) => (kind === 'one-dart' ? '1-dart' : '3-dart');
