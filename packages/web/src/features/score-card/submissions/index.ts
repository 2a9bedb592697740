// The admin's view of the clerks' submissions; the score card page renders it in its header.
export { SubmissionsPanel, type SubmissionsPanelProps } from './submissions-panel';
