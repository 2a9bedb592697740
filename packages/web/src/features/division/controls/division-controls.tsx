import type { DivisionDto, SeasonDto } from '@darts/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { modeHref, type PageAddress } from '../../../lib/division-links';
import { divisionChoices, seasonChoices } from './division-choices';
import { EditDivisionDialog } from './edit-division-dialog';
import { EditSeasonDialog } from './edit-season-dialog';
import { PickerMenu, type PickerItem } from './picker-menu';
import { PencilIcon } from '../icons';

type Editing = { kind: 'season'; season?: SeasonDto } | { kind: 'division'; division?: DivisionDto } | null;

const tabModes = ['teams', 'fixtures', 'players', 'reports', 'health'];

/**
 * The season and division drop-downs. Choosing keeps the
 * page's mode; season managers edit and add seasons, division managers divisions.
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
    const { names, kept } = divisionsShownIn(address, each);
    return {
      key: each.id,
      text: each.name,
      href: modeHref({ ...address, divisionNames: names, seasonName: each.name }, kept ? modeText : tabMode),
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
      <ManagedPicker
        name="season"
        label={season?.name ?? 'Select a season'}
        items={seasonItems}
        canManage={can.manageSeasons}
        onNew={() => setEditing({ kind: 'season' })}
        shown={season && { name: season.name, onEdit: () => setEditing({ kind: 'season', season }) }}
      />
      <ManagedPicker
        name="division"
        label={selected.length > 0 ? selected.map((d) => d.name).join(' & ') : 'All divisions'}
        items={divisionItems}
        canManage={can.manageDivisions}
        onNew={() => setEditing({ kind: 'division' })}
        shown={
          selectedDivision && {
            name: selectedDivision.name,
            onEdit: () => setEditing({ kind: 'division', division: selectedDivision }),
          }
        }
      />
      {editing?.kind === 'season' && (
        <EditSeasonDialog
          season={editing.season}
          divisions={divisions}
          seasons={seasons}
          initialDivisionIds={selected.map((d) => d.id)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (!saved) return;
            // A season without the divisions on show shows one of its own (as the season picker does).
            const { names } = divisionsShownIn(address, saved);
            if (saved.name !== season?.name || names.join('\n') !== address.divisionNames.join('\n'))
              void navigate(modeHref({ ...address, divisionNames: names, seasonName: saved.name }, tabMode));
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

/**
 * A season or division picker; for those who manage them, a 'New …' entry at the end of the list
 * and an edit button for the one on show.
 */
function ManagedPicker({
  name,
  label,
  items,
  canManage,
  onNew,
  shown,
}: {
  name: 'season' | 'division';
  label: string;
  items: readonly PickerItem[];
  canManage: boolean;
  onNew: () => void;
  shown: { name: string; onEdit: () => void } | undefined;
}) {
  return (
    <div className="d-flex gap-1">
      <PickerMenu
        name={name === 'season' ? 'Season' : 'Division'}
        label={label}
        items={items}
        extra={
          canManage
            ? (close) => (
                <li>
                  <button
                    type="button"
                    className="dropdown-item"
                    onClick={() => {
                      close();
                      onNew();
                    }}
                  >
                    New {name}
                  </button>
                </li>
              )
            : undefined
        }
      />
      {canManage && shown && (
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={`Edit ${name} ${shown.name}`}
          onClick={shown.onEdit}
        >
          <PencilIcon />
        </button>
      )}
    </div>
  );
}

/**
 * The divisions to show in `season`: those on show that play in it (`kept`), else the season's
 * first division (none, meaning all, in the multi-division style).
 */
function divisionsShownIn(address: PageAddress, season: Pick<SeasonDto, 'divisions'>) {
  const keep = address.divisionNames.filter((name) => season.divisions.some((d) => d.name === name));
  if (keep.length > 0 || address.style === 'multi') return { names: keep, kept: keep.length > 0 };
  return { names: season.divisions.slice(0, 1).map((d) => d.name), kept: false };
}
