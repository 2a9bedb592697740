import { useState } from 'react';
import type { AverageKind } from '@darts/domain';

/**
 * Which average is shown: held by the caller when it passes `average`, else here. Three-dart first, as
 * the scorer sees it and a pub audience reads it (overriding spec 2 §9's one-dart default).
 */
export type AverageKindProps = {
  average?: AverageKind;
  initialAverage?: AverageKind;
  onAverageChange?: (kind: AverageKind) => void;
};

export function useAverageKind({ average, initialAverage = 'three-dart', onAverageChange }: AverageKindProps) {
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
