/** The wizard's steps: 1-pick … 6-saving, then saved or aborted. */
export const wizardSteps = [
  'pick',
  'assign-placeholders',
  'review',
  'review-proposals',
  'confirm-save',
  'saving',
  'saved',
  'aborted',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Headings of the steps, numbered as the spec numbers them. */
export const stepTitles: Record<WizardStep, string> = {
  pick: '1. Pick a template',
  'assign-placeholders': '2. Assign placeholders',
  review: '3. Review the assignments',
  'review-proposals': '4. Review the proposed fixtures',
  'confirm-save': '5. Confirm',
  saving: '6. Saving',
  saved: 'Saved',
  aborted: 'Saving stopped',
};

/**
 * Spec 1 §4: Back is disabled on the pick step and once saved. Aborted has no Back in the spec's
 * list of moves either (its way on is Next, resume), so there it is disabled rather than dead.
 */
export const canGoBack = (step: WizardStep) => step !== 'pick' && step !== 'saved' && step !== 'aborted';

/** Spec 1 §4: Close is disabled while saving. */
export const canClose = (step: WizardStep) => step !== 'saving';

/** Spec 1 §4: Back goes 2 → 1, 3 → 2, 4 → 3, 5 → 4, and from saving to aborted. */
export function stepBefore(step: WizardStep): WizardStep {
  switch (step) {
    case 'assign-placeholders':
      return 'pick';
    case 'review':
      return 'assign-placeholders';
    case 'review-proposals':
      return 'review';
    case 'confirm-save':
      return 'review-proposals';
    case 'saving':
      return 'aborted';
    default:
      return step;
  }
}

/**
 * Spec 1 §4 Next, for the steps whose move needs nothing checked or called: 3 → 4, 4 → 5, 5 → saving
 * and aborted → saving (resume). Pick (compatibility) and the placeholders (the proposal call) are
 * decided by the wizard; saving and saved have no Next.
 */
export function stepAfter(step: WizardStep): WizardStep {
  switch (step) {
    case 'review':
      return 'review-proposals';
    case 'review-proposals':
      return 'confirm-save';
    case 'confirm-save':
    case 'aborted':
      return 'saving';
    default:
      return step;
  }
}

/** Whether the step has a Next at all (saving runs by itself; saved is the end). */
export const hasNext = (step: WizardStep) => step !== 'saving' && step !== 'saved';

/** The Next button's words: what it does at that step. */
export const nextLabels: Record<WizardStep, string> = {
  pick: 'Next',
  'assign-placeholders': 'Propose fixtures',
  review: 'Next',
  'review-proposals': 'Next',
  'confirm-save': 'Save fixtures',
  saving: 'Next',
  saved: 'Next',
  aborted: 'Resume saving',
};

/** The Back button's words: from saving it stops (aborted). */
export const backLabel = (step: WizardStep) => (step === 'saving' ? 'Stop saving' : 'Back');
