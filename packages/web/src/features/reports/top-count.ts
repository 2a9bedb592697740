import { reportLimits, reportTexts } from '@darts/contract';

/** 'Return top' as typed: a whole number from 1 to 100, or the problem to show. */
export function readTopCount(text: string): { top: number } | { problem: string } {
  const trimmed = text.trim();
  const top = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || top < reportLimits.minTop || top > reportLimits.maxTop) {
    return { problem: reportTexts.topCount };
  }
  return { top };
}
