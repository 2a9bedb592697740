import { z } from 'zod';
import { actionResult } from './common.js';
import { divisionDataDto, divisionDataQuery } from './division-data.js';
import { divisionDto, seasonDto, teamDto } from './league.js';
import {
  editDivisionDto,
  editSeasonDto,
  editTeamDto,
  editTeamPlayerDto,
  modifyTeamSeasonDto,
} from './league-writes.js';
import { editFixtureDateNoteDto, fixtureDateNoteDto } from './note.js';
import type { RouteEntry } from './route-entry.js';

/** Player writes: either option will do. */
const playerManagers = ['ManagePlayers', 'ManageTeams'] as const;
const emailsNote = 'Players’ e-mail addresses are shown only to ManageTeams and ManagePlayers.';

/**
 * Divisions, seasons, teams, players and fixture-date notes. A read of one record answers 204 when
 * there is no such record; deleting is soft (the record is kept, marked deleted).
 */
export const leagueRoutes = {
  divisions: { method: 'GET', path: '/api/Division', access: 'public', response: z.array(divisionDto) },
  division: { method: 'GET', path: '/api/Division/:id', access: 'public', response: divisionDto.nullable() },
  divisionData: {
    method: 'GET',
    path: '/api/Division/Data',
    access: 'public',
    query: divisionDataQuery,
    response: divisionDataDto,
    responseTypes: ['text/calendar'],
    description:
      'A division’s (or all divisions’) table, fixtures and players in a season. With ' +
      '`content-type=text/calendar` in the query, or `Accept: text/calendar`, the fixtures as an iCalendar ' +
      'feed. What is shown depends on the caller’s access; anonymous answers are cached until a write changes them.',
  },
  divisionUpdate: {
    method: 'PUT',
    path: '/api/Division',
    access: 'ManageDivisions',
    body: editDivisionDto,
    response: actionResult(divisionDto),
    description: 'Creates the division when `id` is absent or unknown, else renames it (in every season too).',
  },
  divisionDelete: {
    method: 'DELETE',
    path: '/api/Division/:id',
    access: 'ManageDivisions',
    response: actionResult(divisionDto),
  },
  seasons: { method: 'GET', path: '/api/Season', access: 'public', response: z.array(seasonDto) },
  season: { method: 'GET', path: '/api/Season/:id', access: 'public', response: seasonDto.nullable() },
  seasonUpdate: {
    method: 'PUT',
    path: '/api/Season',
    access: 'ManageSeasons',
    body: editSeasonDto,
    response: actionResult(seasonDto),
  },
  seasonDelete: {
    method: 'DELETE',
    path: '/api/Season/:id',
    access: 'ManageSeasons',
    response: actionResult(seasonDto),
  },
  teams: { method: 'GET', path: '/api/Team', access: 'public', response: z.array(teamDto) },
  teamsWithSeasons: {
    method: 'GET',
    path: '/api/Team/Seasons',
    access: 'public',
    response: z.array(teamDto),
    description: emailsNote,
  },
  team: {
    method: 'GET',
    path: '/api/Team/:id',
    access: 'public',
    response: teamDto.nullable(),
    description: emailsNote,
  },
  teamsInDivision: {
    method: 'GET',
    path: '/api/Team/:divisionId/:seasonId',
    access: 'public',
    response: z.array(teamDto),
    description: `The teams of a division, each with only the given season. ${emailsNote}`,
  },
  teamUpdate: {
    method: 'PUT',
    path: '/api/Team',
    access: 'ManageTeams',
    body: editTeamDto,
    response: actionResult(teamDto),
  },
  teamSeason: {
    method: 'PUT',
    path: '/api/Team/Season',
    access: 'ManageTeams',
    body: modifyTeamSeasonDto,
    response: actionResult(teamDto),
    description: 'Registers an existing team in a season.',
  },
  teamSeasonDelete: {
    method: 'DELETE',
    path: '/api/Team/:id/:seasonId',
    access: 'ManageTeams',
    response: actionResult(teamDto),
    description: 'Removes the team from that season only; the team itself is never deleted.',
  },
  playerAdd: {
    method: 'POST',
    path: '/api/Player/:divisionId/:seasonId/:teamId',
    access: playerManagers,
    body: editTeamPlayerDto,
    response: actionResult(teamDto),
    description:
      'Adds a player to the team’s registration for the season (registering the team in the division if needed).',
  },
  playerChange: {
    method: 'PATCH',
    path: '/api/Player/:seasonId/:teamId/:playerId',
    access: playerManagers,
    body: editTeamPlayerDto,
    response: actionResult(teamDto),
    description: 'Changes a player, or moves them to another team (`newTeamId`).',
  },
  playerDelete: {
    method: 'DELETE',
    path: '/api/Player/:seasonId/:teamId/:playerId',
    access: playerManagers,
    response: actionResult(teamDto),
  },
  notes: { method: 'GET', path: '/api/Note/:seasonId', access: 'public', response: z.array(fixtureDateNoteDto) },
  noteAdd: {
    method: 'POST',
    path: '/api/Note',
    access: ['ManageGames', 'ManageNotes'],
    body: editFixtureDateNoteDto,
    response: actionResult(fixtureDateNoteDto),
  },
  noteUpdate: {
    method: 'PUT',
    path: '/api/Note/:id',
    access: 'ManageNotes',
    body: editFixtureDateNoteDto,
    response: actionResult(fixtureDateNoteDto),
  },
  noteDelete: {
    method: 'DELETE',
    path: '/api/Note/:id',
    access: 'ManageNotes',
    response: actionResult(fixtureDateNoteDto),
  },
} as const satisfies Record<string, RouteEntry>;
