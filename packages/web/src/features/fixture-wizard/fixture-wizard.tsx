import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ActionResult, ProposalResultDto, SeasonDto } from '@darts/contract';
import { can, choosePlaceholderTeam, weekdayOf, type ProposalDivision } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { resultLines } from '../../lib/write-outcome';
import { Loading } from '../../components/loading';
import { ErrorAlert } from '../../components/error-alert';
import { appKeys } from '../../lib/query-keys';
import { accessOf, useAccount } from '../../lib/session';
import { useWakeLock } from '../../lib/live';
import { createFixture, fetchSeasonData, usePropose, useSeasonData, useTemplatesForSeason, wizardKeys } from './api';
import { ConfirmStep } from './confirm-step';
import { editGameOf, fixturesToSave, savedFixtureKeys } from './fixtures-to-save';
import { PickStep } from './pick-step';
import { PlaceholderStep } from './placeholder-step';
import { ProposalsStep } from './proposals-step';
import { ReviewStep } from './review-step';
import { ScheduleFields, type WizardSchedule } from './schedule-fields';
import { failedItems, SaveQueue } from './save-queue';
import { SavingStep } from './saving-step';
import { useQueueState } from './use-queue-state';
import {
  backLabel,
  canClose,
  canGoBack,
  hasNext,
  nextLabels,
  stepAfter,
  stepBefore,
  stepTitles,
  type WizardStep,
} from './wizard-steps';
import { wizardTexts } from './wizard-texts';
import './fixture-wizard.css';

export type FixtureWizardProps = { season: SeasonDto; onClose: () => void };

/**
 * The fixture creation wizard (spec 1 §2, §4, §5, §7, §8): pick a template that fits the season,
 * assign placeholders (or leave them automatic), review who got which code and why, review the
 * proposed weeks and their health, confirm, then save one fixture at a time — pausable, and
 * resumable after a dropped connection without making any fixture twice.
 */
export function FixtureWizard({ season, onClose }: FixtureWizardProps) {
  const canManageTemplates = can(accessOf(useAccount().account), 'ManageSeasonTemplates');
  const queryClient = useQueryClient();
  // Superleague divisions take no part: their evenings are tournaments (the server leaves them out too).
  const leagueDivisions = season.divisions.filter((division) => !division.superleague);
  const divisionIds = leagueDivisions.map((d) => d.id);
  const templates = useTemplatesForSeason(season.id);
  const seasonData = useSeasonData(divisionIds, season.id);
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
  const [queue, setQueue] = useState<SaveQueue>();
  const queueState = useQueueState(queue);

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

  const picked = templates.data?.result?.find((entry) => entry.result?.id === templateId);
  const teams = seasonData.data?.teams ?? [];
  const divisions: ProposalDivision[] = leagueDivisions.map((division) => ({
    id: division.id,
    name: division.name,
    teams: teams
      .filter((team) => team.division?.id === division.id)
      .map((team) => ({ id: team.id, name: team.name, address: team.address })),
  }));

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shown]);

  function pick(id: string) {
    if (id !== templateId) setMappings({});
    setTemplateId(id);
    setProblem(undefined);
  }

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

  /** Runs (or resumes) the queue; once it empties, reloads the division data and closes if all saved. */
  async function runQueue(saving: SaveQueue) {
    await saving.run();
    const state = saving.snapshot();
    if (state.phase !== 'finished') return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData }),
      queryClient.invalidateQueries({ queryKey: wizardKeys.all }),
    ]);
    if (failedItems(state).length === 0) onClose();
  }

  function next() {
    setProblem(undefined);
    switch (shown) {
      case 'pick':
        if (!picked) setProblem(wizardTexts.pickFirst);
        else if (picked.success === false) setProblem(wizardTexts.incompatible);
        else setStep('assign-placeholders');
        return;
      case 'assign-placeholders':
        void proposeFixtures();
        return;
      case 'review-proposals': {
        const addresses = new Map(teams.map((team) => [team.id, team.address]));
        setCollected(fixturesToSave(proposal?.result ?? {}, addresses));
        setStep('confirm-save');
        return;
      }
      case 'confirm-save': {
        const saving = new SaveQueue(collected?.fixtures ?? [], {
          save: (fixture) => createFixture(editGameOf(fixture, season.id)),
          savedKeys: async () => savedFixtureKeys((await fetchSeasonData(divisionIds, season.id)).fixtures),
        });
        setQueue(saving);
        setStep('saving');
        void runQueue(saving);
        return;
      }
      case 'aborted':
        if (queue) void runQueue(queue);
        return;
      default:
        setStep(stepAfter(shown));
    }
  }

  function back() {
    setProblem(undefined);
    if (shown === 'saving') queue?.stop();
    else setStep(stepBefore(shown));
  }

  function close() {
    if (canClose(shown)) onClose();
  }

  const busy = propose.isPending;
  const body = (() => {
    switch (shown) {
      case 'pick':
        return (
          <PickStep
            templates={templates}
            selectedId={templateId}
            onSelect={pick}
            canManageTemplates={canManageTemplates}
          />
        );
      case 'assign-placeholders':
        if (seasonData.isPending) return <Loading what="Loading the season’s teams" />;
        if (seasonData.isError || !picked?.result) {
          return (
            <ErrorAlert
              title="Could not load the season’s teams"
              error={seasonData.error}
              onRetry={() => void seasonData.refetch()}
            />
          );
        }
        return (
          <>
            <ScheduleFields schedule={schedule} season={seasonDates} onChange={setSchedule} />
            <PlaceholderStep
              template={picked.result}
              divisions={divisions}
              mappings={mappings}
              onChoose={(choice) =>
                setMappings((current) => choosePlaceholderTeam(picked.result!, divisions, current, choice))
              }
            />
          </>
        );
      case 'review':
        return proposal && <ReviewStep proposal={proposal} divisions={leagueDivisions} schedule={schedule} />;
      case 'review-proposals':
        return proposal?.result && <ProposalsStep proposal={proposal.result} />;
      case 'confirm-save':
        return (
          collected && (
            <ConfirmStep
              count={collected.fixtures.length}
              existing={collected.existing}
              clashes={collected.clashes}
              byes={collected.byes}
            />
          )
        );
      default:
        return <SavingStep state={queueState} />;
    }
  })();

  return (
    <Dialog
      title={wizardTexts.title}
      onClose={close}
      busy={shown === 'saving'}
      closeButton={false}
      wide
      fullScreenOnPhones
      footer={
        <>
          {problem && (
            <div className="alert alert-danger w-100 mb-2 py-2" role="alert">
              {problem}
            </div>
          )}
          <div className="wizard-buttons">
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={!canClose(shown)}>
              Close
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={back}
              disabled={!canGoBack(shown) || busy}
            >
              {backLabel(shown)}
            </button>
            {hasNext(shown) && (
              <button type="button" className="btn btn-primary" onClick={next} disabled={busy}>
                {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {nextLabels[shown]}
              </button>
            )}
          </div>
        </>
      }
    >
      <h3 ref={headingRef} tabIndex={-1} className="h5 wizard-step-title">
        {stepTitles[shown]}
        <span className="visually-hidden"> for {season.name}</span>
      </h3>
      {body}
    </Dialog>
  );
}

/** While saving, closing or reloading the tab asks first (spec 1 §9: saving needs the device on and online). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
