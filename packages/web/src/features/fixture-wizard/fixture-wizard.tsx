import { useEffect, useRef } from 'react';
import type { SeasonDto } from '@darts/contract';
import { can } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { accessOf, useAccount } from '../../lib/session';
import { useWakeLock } from '../../lib/live';
import { fixturesToSave } from './fixtures-to-save';
import { useFixtureSave } from './use-fixture-save';
import { useLeaveWarning } from './use-leave-warning';
import { useWizardData } from './use-wizard-data';
import { useWizardDraft } from './use-wizard-draft';
import { WizardFooter } from './wizard-footer';
import { WizardStepBody } from './wizard-step-body';
import { canClose, stepAfter, stepBefore, stepTitles, type WizardStep } from './wizard-steps';
import { wizardTexts } from './wizard-texts';
import './fixture-wizard.css';

export type FixtureWizardProps = { season: SeasonDto; onClose: () => void };

/**
 * The fixture creation wizard: pick a template that fits the season,
 * assign placeholders (or leave them automatic), review who got which code and why, review the
 * proposed weeks and their health, confirm, then save one fixture at a time — pausable, and
 * resumable after a dropped connection without making any fixture twice.
 */
export function FixtureWizard({ season, onClose }: FixtureWizardProps) {
  const canManageTemplates = can(accessOf(useAccount().account), 'ManageSeasonTemplates');
  const data = useWizardData(season);
  const draft = useWizardDraft(season);
  const { step, setStep, setProblem } = draft;
  const saves = useFixtureSave(season, data.divisionIds, onClose);
  const { queueState } = saves;

  // Saving, saved and aborted follow the queue: it pauses itself when the connection drops.
  const shown: WizardStep =
    step !== 'saving'
      ? step
      : queueState.phase === 'paused'
        ? 'aborted'
        : queueState.phase === 'finished'
          ? 'saved'
          : 'saving';
  useWakeLock(shown === 'saving');
  useLeaveWarning(shown === 'saving');

  const picked = data.templates.data?.result?.find((entry) => entry.result?.id === draft.templateId);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shown]);

  function next() {
    setProblem(undefined);
    switch (shown) {
      case 'pick':
        if (!picked) setProblem(wizardTexts.pickFirst);
        else if (picked.success === false) setProblem(wizardTexts.incompatible);
        else setStep('assign-placeholders');
        return;
      case 'assign-placeholders':
        void draft.proposeFixtures();
        return;
      case 'review-proposals': {
        const addresses = new Map(data.teams.map((team) => [team.id, team.address]));
        draft.setCollected(fixturesToSave(draft.proposal?.result ?? {}, addresses));
        setStep('confirm-save');
        return;
      }
      case 'confirm-save':
        setStep('saving');
        saves.start(draft.collected?.fixtures ?? []);
        return;
      case 'aborted':
        saves.resume();
        return;
      default:
        setStep(stepAfter(shown));
    }
  }

  function back() {
    setProblem(undefined);
    if (shown === 'saving') saves.stop();
    else setStep(stepBefore(shown));
  }

  function close() {
    if (canClose(shown)) onClose();
  }

  return (
    <Dialog
      title={wizardTexts.title}
      onClose={close}
      busy={shown === 'saving'}
      closeButton={false}
      wide
      fullScreenOnPhones
      footer={
        <WizardFooter
          shown={shown}
          problem={draft.problem}
          busy={draft.proposing}
          onClose={close}
          onBack={back}
          onNext={next}
        />
      }
    >
      <h3 ref={headingRef} tabIndex={-1} className="h5 wizard-step-title">
        {stepTitles[shown]}
        <span className="visually-hidden"> for {season.name}</span>
      </h3>
      <WizardStepBody
        shown={shown}
        data={data}
        draft={draft}
        picked={picked}
        queueState={queueState}
        canManageTemplates={canManageTemplates}
      />
    </Dialog>
  );
}
