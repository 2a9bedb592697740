/** The wizard's words: spec 1 §4 and §8 quoted exactly, the rest the spec leaves open. */
export const wizardTexts = {
  title: 'Create fixtures',
  incompatible: 'This template is not compatible with this season, pick another template',
  pickFirst: 'Pick a template first',
  compatible: '✔ Compatible with this season',
  notCompatible: '🚫 Incompatible with this season',
  proposed: '✔ Fixtures have been proposed',
  proposalIssue: '⚠ There was an issue proposing fixtures',
  proposalError: (message: string) => `Error saving proposal: ${message}`,
  noTemplates: 'There are no templates yet.',
  automatic: 'Automatic',
  progress: (saved: number, total: number) => `${saved} fixtures of ${total} saved`,
  someFailed: (count: number) => `Some (${count}) fixtures could not be saved`,
  stopped: (saved: number, total: number) =>
    `Saving stopped. ${saved} of ${total} saved. Resume saving to save the rest.`,
  connectionLost: (saved: number, total: number) =>
    `Connection lost — saving paused. ${saved} of ${total} saved. Resume when you are back online.`,
  willBeSaved: (count: number) => `${count} ${count === 1 ? 'fixture' : 'fixtures'} will be saved`,
  alreadySaved: (count: number) =>
    `${count} proposed ${count === 1 ? 'fixture is' : 'fixtures are'} already in the season and will not be saved again.`,
  clashes: (count: number) =>
    `${count} proposed ${count === 1 ? 'fixture is' : 'fixtures are'} not saved: a team in ${count === 1 ? 'it' : 'them'} already plays on that date.`,
  byes: (count: number) => `${count} ${count === 1 ? 'bye is' : 'byes are'} not saved: a bye is no fixture.`,
  stayOnline: 'Keep this device on and online until saving finishes.',
} as const;
