// The scoring feature's public face: the panel and session hook for pages that embed scoring (the
// score card, tournament matches), and the practice page.
export { LegScoringPanel, type LegScoringPanelProps } from './leg-scoring-panel';
export { MatchResult, MatchSummary } from './match-summary';
export { MatchOptionsForm } from './match-options-form';
export { PracticePage } from './practice-page';
export { ConflictAlert, SaveStatus } from './save-status';
export { ScoringEnvironmentProvider, type ScoringEnvironment } from './scoring-environment';
export { newSession, openRecord, resumeOrStart, type OpenResult } from './open-session';
export { useLiveScoring, unableToPublish } from './use-live-scoring';
export { useSaygSession, type ReadySaygSession, type SaygSession } from './use-sayg-session';
export type { SaveState } from './sayg-sync';
