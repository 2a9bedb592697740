import type { PageInfo } from './page-info';

/** A star that marks a team as a favourite; a toggle button for screen readers. */
export function FavouriteToggle({ info, team }: { info: PageInfo; team: { id: string; name: string } }) {
  const on = info.favourites.ids.some((id) => id.toLowerCase() === team.id.toLowerCase());
  return (
    <button
      type="button"
      className={`btn btn-sm btn-link favourite-toggle d-print-none p-0${on ? ' is-favourite' : ''}`}
      aria-pressed={on}
      aria-label={`Favourite ${team.name}`}
      onClick={() => info.favourites.toggle(team.id)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
