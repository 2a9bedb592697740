import type { DivisionDto, SeasonDto } from '@darts/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditSeasonDialog } from './controls/edit-season-dialog';
import { modeHref, type PageAddress } from '../../lib/division-links';

/** The data error division data answers for a division that no season has. */
export const seasonNotFound = 'Season not found';

/**
 * A division no season has yet: the normal state of a new league, said plainly in place
 * of 'Errors in division data', with 'New season' (this division ticked) for season managers.
 */
export function NoSeason({
  divisions,
  allDivisions,
  seasons,
  address,
  canManageSeasons,
}: {
  divisions: readonly DivisionDto[];
  allDivisions: readonly DivisionDto[];
  seasons: readonly SeasonDto[];
  address: PageAddress;
  canManageSeasons: boolean;
}) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const names = divisions.map((d) => d.name).join(' & ') || 'This division';
  return (
    <section className="py-3" aria-labelledby="no-season-heading">
      <h2 id="no-season-heading" className="h4">
        {names} {divisions.length > 1 ? 'are' : 'is'} not in a season yet
      </h2>
      {canManageSeasons ? (
        <>
          <p>Make a season for it, and its teams, fixtures and tables will show here.</p>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            New season
          </button>
        </>
      ) : (
        <p>Its teams, fixtures and tables will show here once a season manager adds it to a season.</p>
      )}
      {adding && (
        <EditSeasonDialog
          divisions={allDivisions}
          seasons={seasons}
          initialDivisionIds={divisions.map((d) => d.id)}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            if (saved) void navigate(modeHref({ ...address, seasonName: saved.name }, 'teams'));
          }}
          onDeleted={() => setAdding(false)}
        />
      )}
    </section>
  );
}
