import type { AccessLevels, AccessOption } from './access-options.js';

/** The part of an account that decides what it may do. */
export type HasAccess = { accessLevels: AccessLevels } | null | undefined;

/** Whether the account holds `option` (a present key grants it). */
export function can(account: HasAccess, option: AccessOption): boolean {
  return account != null && Object.prototype.hasOwnProperty.call(account.accessLevels, option);
}

/** Whether the account holds at least one of `options`. */
export function canAny(account: HasAccess, options: readonly AccessOption[]): boolean {
  return options.some((option) => can(account, option));
}

/** Who may add a note to a fixture date: ManageGames includes add-note; ManageNotes manages notes. */
export const noteAdders = ['ManageGames', 'ManageNotes'] as const satisfies readonly AccessOption[];

/** Whether the account may add a fixture-date note; editing and deleting need ManageNotes. */
export function canAddNote(account: HasAccess): boolean {
  return canAny(account, noteAdders);
}

/** Admin modes of `/admin/{mode}` and the option each needs. */
export const adminModes = {
  user: ['ManageAccess'],
  import: ['ImportData'],
  export: ['ExportData'],
  browser: ['ExportData'],
  errors: ['ViewExceptions'],
  templates: ['ManageSeasonTemplates'],
  sockets: ['ManageSockets'],
  features: ['ManageFeatures'],
} as const satisfies Record<string, readonly AccessOption[]>;

export type AdminMode = keyof typeof adminModes;

/** Whether the account may open the given admin mode. */
export function canOpenAdminMode(account: HasAccess, mode: AdminMode): boolean {
  return canAny(account, adminModes[mode]);
}

/** The admin entry in the menu shows for these options only. */
export function canSeeAdminEntry(account: HasAccess): boolean {
  return canAny(account, ['ManageAccess', 'ViewExceptions', 'ImportData', 'ExportData']);
}

/** The options the league set-up page writes with: divisions, a season, teams and their players. */
export const setUpLeagueOptions = ['ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManagePlayers'] as const;

/** Whether the account may use the league set-up page: it needs every one of its writes. */
export function canSetUpLeague(account: HasAccess): boolean {
  return setUpLeagueOptions.every((option) => can(account, option));
}

/** An account may not take ManageAccess away from itself. */
export function isRemovingOwnAccess(
  caller: { emailAddress: string },
  target: { emailAddress: string },
  newLevels: AccessLevels,
): boolean {
  return (
    caller.emailAddress.toLowerCase() === target.emailAddress.toLowerCase() &&
    !Object.prototype.hasOwnProperty.call(newLevels, 'ManageAccess')
  );
}
