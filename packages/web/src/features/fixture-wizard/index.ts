// The fixture creation wizard: a dialog the Fixtures tab opens from 'Create fixtures';
// the division route passes it in, as one feature never imports another.
export { FixtureWizard, type FixtureWizardProps } from './fixture-wizard';
