import type { DivisionDto, SeasonDto } from '@darts/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { modeHref, type PageAddress } from '../division-links';
import { divisionChoices, seasonChoices } from './division-choices';
import { EditDivisionDialog } from './edit-division-dialog';
import { EditSeasonDialog } from './edit-season-dialog';
import { PickerMenu } from './picker-menu';
import { PencilIcon } from '../icons';

type Editing = { kind: 'season'; season?: SeasonDto } | { kind: 'division'; division?: DivisionDto } | null;

const tabModes = ['teams', 'fixtures', 'players', 'reports', 'health'];

/**
 * The season and division drop-downs (spec 1 §2 'season/division dropdown'). Choosing keeps the
 * page's mode; season managers edit and add seasons, division managers divisions (spec 1 §6).
 */
export function DivisionControls({
  address,
  modeText,
  season,
  selected,
  divisions,
  seasons,
  can,
}: {
  address: PageAddress;
  modeText: string;
  season: SeasonDto | undefined;
  /** The divisions on show. */
  selected: readonly DivisionDto[];
  divisions: readonly DivisionDto[];
  seasons: readonly SeasonDto[];
  can: { manageDivisions: boolean; manageSeasons: boolean };
}) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const tabMode = tabModes.includes(modeText) ? modeText : 'teams';

  const seasonItems = seasonChoices(seasons).map((each) => {
    // Keep the division when it plays in that season, else show that season's first division.
    const keep = address.divisionNames.filter((name) => each.divisions.some((d) => d.name === name));
    const names = keep.length > 0 || address.style === 'multi' ? keep : each.divisions.slice(0, 1).map((d) => d.name);
    return {
      key: each.id,
      text: each.name,
      href: modeHref({ ...address, divisionNames: names, seasonName: each.name }, keep.length > 0 ? modeText : tabMode),
      current: each.id === season?.id,
    };
  });
  const divisionItems = divisionChoices(divisions, season, can).map((division) => ({
    key: division.id,
    text: division.name,
    href: modeHref({ ...address, divisionNames: [division.name], seasonName: season?.name }, tabMode),
    current: selected.length === 1 && selected[0]?.id === division.id,
  }));
  const selectedDivision = selected.length === 1 ? selected[0] : undefined;

  return (
    <div className="division-controls d-flex flex-wrap align-items-start gap-2 mb-3 d-print-none">
      <div className="d-flex gap-1">
        <PickerMenu
          name="Season"
          label={season?.name ?? 'Select a season'}
          items={seasonItems}
          extra={
            can.manageSeasons
              ? (close) => (
                  <li>
                    <button
                      type="button"
                      className="dropdown-item"
                      onClick={() => {
                        close();
                        setEditing({ kind: 'season' });
                      }}
                    >
                      New season
                    </button>
                  </li>
                )
              : undefined
          }
        />
        {can.manageSeasons && season && (
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-label={`Edit season ${season.name}`}
            onClick={() => setEditing({ kind: 'season', season })}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      <div className="d-flex gap-1">
        <PickerMenu
          name="Division"
          label={selected.length > 0 ? selected.map((d) => d.name).join(' & ') : 'All divisions'}
          items={divisionItems}
          extra={
            can.manageDivisions
              ? (close) => (
                  <li>
                    <button
                      type="button"
                      className="dropdown-item"
                      onClick={() => {
                        close();
                        setEditing({ kind: 'division' });
                      }}
                    >
                      New division
                    </button>
                  </li>
                )
              : undefined
          }
        />
        {can.manageDivisions && selectedDivision && (
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-label={`Edit division ${selectedDivision.name}`}
            onClick={() => setEditing({ kind: 'division', division: selectedDivision })}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      {editing?.kind === 'season' && (
        <EditSeasonDialog
          season={editing.season}
          divisions={divisions}
          seasons={seasons}
          initialDivisionIds={selected.map((d) => d.id)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved && saved.name !== season?.name)
              void navigate(modeHref({ ...address, seasonName: saved.name }, tabMode));
          }}
          onDeleted={() => {
            setEditing(null);
            void navigate(modeHref({ ...address, seasonName: undefined }, tabMode));
          }}
        />
      )}
      {editing?.kind === 'division' && (
        <EditDivisionDialog
          division={editing.division}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (editing.division && saved && saved.name !== editing.division.name && address.style === 'single') {
              void navigate(modeHref({ ...address, divisionNames: [saved.name] }, modeText));
            }
          }}
          onDeleted={() => {
            setEditing(null);
            void navigate('/');
          }}
        />
      )}
    </div>
  );
}
