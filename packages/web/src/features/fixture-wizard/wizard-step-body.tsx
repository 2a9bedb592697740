import type { TemplateCompatibilityDto } from '@darts/contract';
import { choosePlaceholderTeam } from '@darts/domain';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { ConfirmStep } from './confirm-step';
import { PickStep } from './pick-step';
import { PlaceholderStep } from './placeholder-step';
import { ProposalsStep } from './proposals-step';
import { ReviewStep } from './review-step';
import type { QueueState } from './save-queue';
import { SavingStep } from './saving-step';
import { ScheduleFields } from './schedule-fields';
import type { WizardData } from './use-wizard-data';
import type { WizardDraft } from './use-wizard-draft';
import type { WizardStep } from './wizard-steps';

/** What the wizard shows for step `shown`: the step's own component, or why it cannot show. */
export function WizardStepBody({
  shown,
  data,
  draft,
  picked,
  queueState,
  canManageTemplates,
}: {
  shown: WizardStep;
  data: WizardData;
  draft: WizardDraft;
  /** The picked template's compatibility entry, once picked. */
  picked: TemplateCompatibilityDto | undefined;
  queueState: QueueState;
  canManageTemplates: boolean;
}) {
  const { seasonData, divisions } = data;
  const { proposal, collected } = draft;
  switch (shown) {
    case 'pick':
      return (
        <PickStep
          templates={data.templates}
          selectedId={draft.templateId}
          onSelect={draft.pick}
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
          <ScheduleFields schedule={draft.schedule} season={draft.seasonDates} onChange={draft.setSchedule} />
          <PlaceholderStep
            template={picked.result}
            divisions={divisions}
            mappings={draft.mappings}
            onChoose={(choice) =>
              draft.setMappings((current) => choosePlaceholderTeam(picked.result!, divisions, current, choice))
            }
          />
        </>
      );
    case 'review':
      return proposal && <ReviewStep proposal={proposal} divisions={data.leagueDivisions} schedule={draft.schedule} />;
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
}
