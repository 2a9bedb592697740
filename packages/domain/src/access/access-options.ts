/**
 * Every access option an account can hold. An account holds an option
 * when its name is a key of `accessLevels`; there are no roles.
 */
export const accessOptions = [
  'ManageAccess',
  'ManageDivisions',
  'ManageGames',
  'ManageNotes',
  'ManagePlayers',
  'ManageScores',
  'ManageSeasons',
  'ManageTeams',
  'RunReports',
  'ExportData',
  'ImportData',
  'InputResults',
  'ViewExceptions',
  'RecordScoresAsYouGo',
  'ManageTournaments',
  'RunHealthChecks',
  'ManageSeasonTemplates',
  'ShowDebugOptions',
  'ManageSockets',
  'UseWebSockets',
  'EnterTournamentResults',
  'UploadPhotos',
  'ViewAnyPhoto',
  'DeleteAnyPhoto',
  'BulkDeleteLeagueFixtures',
  'ManageFeatures',
  'KioskMode',
  'AnalyseMatches',
  'RunDataQueries',
  'LoginServiceAccounts',
] as const;

export type AccessOption = (typeof accessOptions)[number];

/** The wire shape of granted options: option name → `{}`. */
export type AccessLevels = Partial<Record<AccessOption, Record<string, never>>>;

/** Options grouped as the Manage access screen shows them. */
export const accessGroups: ReadonlyArray<{ name: string; options: readonly AccessOption[] }> = [
  { name: 'League', options: ['ManagePlayers', 'ManageScores', 'InputResults'] },
  { name: 'Tournaments', options: ['ManageTournaments', 'EnterTournamentResults'] },
  {
    name: 'Management',
    options: [
      'ManageDivisions',
      'ManageGames',
      'ManageNotes',
      'ManageSeasons',
      'ManageTeams',
      'RunHealthChecks',
      'ManageSeasonTemplates',
      'RunReports',
    ],
  },
  { name: 'Live', options: ['RecordScoresAsYouGo', 'UseWebSockets', 'KioskMode'] },
  { name: 'Photos', options: ['UploadPhotos', 'ViewAnyPhoto', 'DeleteAnyPhoto'] },
  {
    name: 'System',
    options: [
      'ManageAccess',
      'ShowDebugOptions',
      'ManageSockets',
      'ViewExceptions',
      'ExportData',
      'ImportData',
      'BulkDeleteLeagueFixtures',
      'ManageFeatures',
      'AnalyseMatches',
      'RunDataQueries',
      'LoginServiceAccounts',
    ],
  },
];

/** Readable labels for the access switches. */
export const accessOptionLabels: Record<AccessOption, string> = {
  ManageAccess: 'Manage access',
  ManageDivisions: 'Manage divisions',
  ManageGames: 'Manage games',
  ManageNotes: 'Manage notes',
  ManagePlayers: 'Manage players',
  ManageScores: 'Manage scores',
  ManageSeasons: 'Manage seasons',
  ManageTeams: 'Manage teams',
  RunReports: 'Run reports',
  ExportData: 'Export data',
  ImportData: 'Import data',
  InputResults: 'Input results (team clerk)',
  ViewExceptions: 'View exceptions',
  RecordScoresAsYouGo: 'Record scores as you go',
  ManageTournaments: 'Manage tournaments',
  RunHealthChecks: 'Run health checks',
  ManageSeasonTemplates: 'Manage season templates',
  ShowDebugOptions: 'Show debug options',
  ManageSockets: 'Manage sockets',
  UseWebSockets: 'Use web sockets',
  EnterTournamentResults: 'Enter tournament results',
  UploadPhotos: 'Upload photos',
  ViewAnyPhoto: 'View any photo',
  DeleteAnyPhoto: 'Delete any photo',
  BulkDeleteLeagueFixtures: 'Bulk delete league fixtures',
  ManageFeatures: 'Manage features',
  KioskMode: 'Kiosk mode',
  AnalyseMatches: 'Analyse matches',
  RunDataQueries: 'Run data queries',
  LoginServiceAccounts: 'Login service accounts',
};

/** True when `name` is a known access option, compared case-insensitively. */
export function toAccessOption(name: string): AccessOption | undefined {
  const lower = name.toLowerCase();
  return accessOptions.find((option) => option.toLowerCase() === lower);
}
