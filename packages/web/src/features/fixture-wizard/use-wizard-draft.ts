import { useState } from 'react';
import type { ActionResult, ProposalResultDto, SeasonDto } from '@darts/contract';
import { weekdayOf } from '@darts/domain';
import { resultLines } from '../../lib/write-outcome';
import { usePropose } from './api';
import type { fixturesToSave } from './fixtures-to-save';
import type { WizardSchedule } from './schedule-fields';
import type { WizardStep } from './wizard-steps';
import { wizardTexts } from './wizard-texts';

/**
 * The wizard's choices so far: the step, the template, the placeholder mappings, the
 * league nights, the proposal the server made from them and the fixtures collected from it to save,
 * and the problem that stops the next step.
 */
export function useWizardDraft(season: SeasonDto) {
  const propose = usePropose();
  const [step, setStep] = useState<WizardStep>('pick');
  const [templateId, setTemplateId] = useState<string>();
  const [mappings, setMappings] = useState<Record<string, string>>({});
  const seasonDates = { startDate: season.startDate.slice(0, 10), endDate: season.endDate.slice(0, 10) };
  const [schedule, setSchedule] = useState<WizardSchedule>(() => ({
    weekday: weekdayOf(seasonDates.startDate),
    skipDates: [],
  }));
  const [problem, setProblem] = useState<string>();
  const [proposal, setProposal] = useState<ActionResult<ProposalResultDto>>();
  const [collected, setCollected] = useState<ReturnType<typeof fixturesToSave>>();

  /** A different template starts its placeholders afresh. */
  function pick(id: string) {
    if (id !== templateId) setMappings({});
    setTemplateId(id);
    setProblem(undefined);
  }

  /** Asks the server for the proposal (nothing is saved); once it has one, the review follows. */
  async function proposeFixtures() {
    let outcome: ActionResult<ProposalResultDto> | null;
    try {
      outcome = await propose.mutateAsync({
        seasonId: season.id,
        templateId,
        placeholderMappings: mappings,
        weekday: schedule.weekday,
        skipDates: schedule.skipDates,
      });
    } catch (error) {
      setProblem(wizardTexts.proposalError(error instanceof Error ? error.message : String(error)));
      return;
    }
    if (!outcome?.result) {
      const lines = resultLines(outcome);
      const message = [...lines.errors, ...lines.warnings].join(' ') || 'no proposal came back';
      setProblem(wizardTexts.proposalError(message));
      return;
    }
    setProposal(outcome);
    setStep('review');
  }

  return {
    step,
    setStep,
    templateId,
    pick,
    mappings,
    setMappings,
    seasonDates,
    schedule,
    setSchedule,
    problem,
    setProblem,
    proposal,
    proposeFixtures,
    proposing: propose.isPending,
    collected,
    setCollected,
  };
}

export type WizardDraft = ReturnType<typeof useWizardDraft>;
