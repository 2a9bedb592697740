// The admin's view of the clerks' submissions (issue #5); the score card page renders it in its header.
export { SubmissionsPanel, type SubmissionsPanelProps } from './submissions-panel';
