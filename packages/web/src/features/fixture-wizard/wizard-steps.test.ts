import { describe, expect, it } from 'vitest';
import { canClose, canGoBack, hasNext, stepAfter, stepBefore, wizardSteps, type WizardStep } from './wizard-steps';

describe('the wizard’s moves (spec 1 §4)', () => {
  it.each<[WizardStep, WizardStep, boolean]>([
    ['pick', 'pick', false],
    ['assign-placeholders', 'pick', true],
    ['review', 'assign-placeholders', true],
    ['review-proposals', 'review', true],
    ['confirm-save', 'review-proposals', true],
    ['saving', 'aborted', true],
    ['saved', 'saved', false],
    ['aborted', 'aborted', false],
  ])('Back from %s goes to %s (enabled: %s)', (step, before, enabled) => {
    expect(stepBefore(step)).toBe(before);
    expect(canGoBack(step)).toBe(enabled);
  });

  it.each<[WizardStep, WizardStep]>([
    ['review', 'review-proposals'],
    ['review-proposals', 'confirm-save'],
    ['confirm-save', 'saving'],
    ['aborted', 'saving'],
  ])('Next from %s goes to %s', (step, after) => {
    expect(stepAfter(step)).toBe(after);
  });

  it('disables Close only while saving, and has no Next while saving or once saved', () => {
    expect(wizardSteps.filter((step) => !canClose(step))).toEqual(['saving']);
    expect(wizardSteps.filter((step) => !hasNext(step))).toEqual(['saving', 'saved']);
  });
});
