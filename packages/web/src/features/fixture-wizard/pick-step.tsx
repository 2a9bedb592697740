import { Link } from 'react-router';
import type { TemplateCompatibilityDto } from '@darts/contract';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useTemplatesForSeason } from './api';
import { ResultLines } from './result-lines';
import { wizardTexts } from './wizard-texts';

/**
 * Step 1: every template with whether it fits the season — '✔ Compatible with
 * this season' or '🚫 Incompatible with this season' with the reasons (errors red, warnings plain,
 * messages grey). Picking is a radio choice; Next checks compatibility.
 */
export function PickStep({
  templates,
  selectedId,
  onSelect,
  canManageTemplates,
}: {
  templates: ReturnType<typeof useTemplatesForSeason>;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  canManageTemplates: boolean;
}) {
  if (templates.isPending) return <Loading what="Loading the templates" />;
  if (templates.isError || !templates.data || templates.data.success === false) {
    return (
      <ErrorAlert
        title="Could not load the templates"
        error={templates.error}
        result={templates.data}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  const list = templates.data.result ?? [];
  if (list.length === 0) {
    return (
      <div>
        <p>{wizardTexts.noTemplates}</p>
        {canManageTemplates ? (
          <Link className="btn btn-outline-primary" to="/admin/templates">
            Make a template
          </Link>
        ) : (
          <p className="mb-0">Ask someone who manages season templates to make one.</p>
        )}
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="h6">Templates</legend>
      <div className="list-group">
        {list.map((entry) => (
          <TemplateOption
            key={entry.result?.id}
            entry={entry}
            checked={entry.result?.id === selectedId}
            onSelect={onSelect}
            canManageTemplates={canManageTemplates}
          />
        ))}
      </div>
    </fieldset>
  );
}

function TemplateOption({
  entry,
  checked,
  onSelect,
  canManageTemplates,
}: {
  entry: TemplateCompatibilityDto;
  checked: boolean;
  onSelect: (id: string) => void;
  canManageTemplates: boolean;
}) {
  const template = entry.result;
  if (!template) return null;
  const inputId = `wizard-template-${template.id}`;
  const detailsId = `${inputId}-details`;
  const compatible = entry.success !== false;
  return (
    <div className={`list-group-item wizard-template${checked ? ' active-choice' : ''}`}>
      <div className="form-check">
        <input
          id={inputId}
          className="form-check-input"
          type="radio"
          name="wizard-template"
          value={template.id}
          checked={checked}
          onChange={() => onSelect(template.id)}
          aria-describedby={detailsId}
        />
        <label className="form-check-label fw-semibold" htmlFor={inputId}>
          {template.name}
        </label>
      </div>
      <div id={detailsId} className="ms-4">
        {template.description && <p className="mb-1 small">{template.description}</p>}
        <p className={`mb-1 ${compatible ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
          {compatible ? wizardTexts.compatible : wizardTexts.notCompatible}
        </p>
        <ResultLines errors={entry.errors} warnings={entry.warnings} messages={entry.messages} plainWarnings />
        {canManageTemplates && (
          <a href={`/admin/templates/?select=${encodeURIComponent(template.id)}`} target="_blank" rel="noreferrer">
            Open the template<span className="visually-hidden"> {template.name}</span> (new tab)
          </a>
        )}
      </div>
    </div>
  );
}
