import type { TemplateDto } from '@darts/contract';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { HealthBadge } from './health-badge';

/**
 * Every template with its description and stored health; choosing one opens it
 * at `?select={id}`, so the address can be shared or opened in a new tab.
 */
export function TemplateList({
  templates,
  selectedId,
  unsavedName,
  onSelect,
}: {
  templates: TemplateDto[];
  selectedId: string | undefined;
  /** A new template being edited that is not saved yet. */
  unsavedName: string | undefined;
  /** Asked before leaving the template on screen; false keeps it. */
  onSelect: (event: MouseEvent) => void;
}) {
  const sorted = [...templates].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <nav aria-label="Templates">
      <ul className="list-group template-list">
        {unsavedName !== undefined && (
          <li className="list-group-item active" aria-current="true">
            <span className="fw-semibold text-break">{unsavedName || 'New template'}</span>{' '}
            <span className="badge text-bg-light border">Not saved</span>
          </li>
        )}
        {sorted.map((template) => {
          const current = template.id === selectedId;
          return (
            <li key={template.id} className="list-group-item p-0">
              <Link
                to={{ search: `?select=${encodeURIComponent(template.id)}` }}
                className={`list-group-item list-group-item-action border-0 template-list-link${current ? ' active' : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={onSelect}
              >
                <span className="d-flex flex-wrap align-items-center gap-2">
                  <span className="fw-semibold text-break">{template.name}</span>
                  <HealthBadge success={template.templateHealth?.success} />
                </span>
                {template.description && (
                  <span className={`small template-list-description${current ? '' : ' text-body-secondary'}`}>
                    {template.description}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
