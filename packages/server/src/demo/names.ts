/**
 * The demo league's cast: three divisions of eight pub teams. Teams listed in the same position
 * pattern as the fixture template (see league.ts) so that teams sharing a venue are never
 * both at home on the same night: Premier 1 / Division One 8, Premier 4 / Division Two 5 and
 * Division One 6 / Division Two 7 share a pub.
 */
const venues = {
  redLion: 'Red Lion, 14 High Street, Kibworth',
  crownAnchor: 'Crown & Anchor, 2 Quay Street, Market Harborough',
  plough: 'The Plough, 31 Mill Lane, Great Bowden',
  kingsArms: 'Kings Arms, 9 Church Street, Lutterworth',
  royalOak: 'Royal Oak, 48 Leicester Road, Fleckney',
  whiteHart: 'White Hart, 1 Market Place, Market Harborough',
  roseCrown: 'Rose & Crown, 77 Main Street, Husbands Bosworth',
  foxHounds: 'Fox & Hounds, 5 The Green, Great Glen',
  georgeDragon: 'George & Dragon, 22 Station Road, Kibworth',
  wheatsheaf: 'Wheatsheaf, 60 Welford Road, Theddingworth',
  nagsHead: "Nag's Head, 11 Coventry Road, Lutterworth",
  coachHorses: 'Coach & Horses, 4 Harborough Road, Kibworth',
  blackHorse: 'Black Horse, 19 Main Street, Foxton',
  railwayTavern: 'Railway Tavern, 3 Station Approach, Market Harborough',
  swan: 'The Swan, 40 High Street, Lutterworth',
  queensHead: "Queen's Head, 8 Bank Street, Lutterworth",
  bell: 'The Bell, 27 Main Street, Gumley',
  crossKeys: 'Cross Keys, 15 Kettering Road, Market Harborough',
  bullsHead: "Bull's Head, 6 Church Lane, Arnesby",
  goldenLion: 'Golden Lion, 52 Leicester Road, Market Harborough',
  newInn: 'New Inn, 13 Welland Way, Little Bowden',
} as const;

export type DemoTeamName = { name: string; address: string };
export type DemoDivisionCast = { name: string; teams: readonly DemoTeamName[] };

export const demoDivisions: readonly DemoDivisionCast[] = [
  {
    name: 'Premier',
    teams: [
      { name: 'Red Lion', address: venues.redLion },
      { name: 'Crown & Anchor', address: venues.crownAnchor },
      { name: 'The Plough', address: venues.plough },
      { name: 'Kings Arms', address: venues.kingsArms },
      { name: 'Royal Oak', address: venues.royalOak },
      { name: 'White Hart', address: venues.whiteHart },
      { name: 'Rose & Crown', address: venues.roseCrown },
      { name: 'Fox & Hounds', address: venues.foxHounds },
    ],
  },
  {
    name: 'Division One',
    teams: [
      { name: 'George & Dragon', address: venues.georgeDragon },
      { name: 'Wheatsheaf', address: venues.wheatsheaf },
      { name: "Nag's Head", address: venues.nagsHead },
      { name: 'Coach & Horses', address: venues.coachHorses },
      { name: 'Black Horse', address: venues.blackHorse },
      { name: 'Railway Tavern', address: venues.railwayTavern },
      { name: 'The Swan', address: venues.swan },
      { name: 'Red Lion B', address: venues.redLion },
    ],
  },
  {
    name: 'Division Two',
    teams: [
      { name: "Queen's Head", address: venues.queensHead },
      { name: 'The Bell', address: venues.bell },
      { name: 'Cross Keys', address: venues.crossKeys },
      { name: "Bull's Head", address: venues.bullsHead },
      { name: 'Kings Arms Knights', address: venues.kingsArms },
      { name: 'Golden Lion', address: venues.goldenLion },
      { name: 'Railway Tavern Rovers', address: venues.railwayTavern },
      { name: 'New Inn', address: venues.newInn },
    ],
  },
];

// prettier-ignore
export const maleFirstNames = [
  'Dave', 'Steve', 'Gary', 'Mark', 'Paul', 'Andy', 'Rob', 'Phil', 'Kev', 'Darren', 'Lee', 'Wayne',
  'Craig', 'Martin', 'Ian', 'Tony', 'Neil', 'Simon', 'Chris', 'Jamie', 'Ryan', 'Dean', 'Stuart', 'Keith',
  'Colin', 'Barry', 'Terry', 'Nigel', 'Graham', 'Shaun', 'Carl', 'Jason', 'Matt', 'Dan', 'Tom', 'Luke',
  'Ben', 'Sam', 'Josh', 'Callum', 'Liam', 'Jordan', 'Alan', 'Derek', 'Trevor', 'Glen', 'Ricky', 'Adam',
] as const;

// prettier-ignore
export const femaleFirstNames = [
  'Sarah', 'Claire', 'Nicola', 'Kelly', 'Donna', 'Lisa', 'Emma', 'Tracey', 'Julie', 'Karen', 'Gemma',
  'Jo', 'Hayley', 'Michelle', 'Becky', 'Sharon', 'Debbie', 'Vicky', 'Leanne', 'Amy', 'Laura', 'Kirsty',
] as const;

// prettier-ignore
export const surnames = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Johnson', 'Roberts', 'Walker',
  'Wright', 'Robinson', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris',
  'Lewis', 'Martin', 'Jackson', 'Clarke', 'Clark', 'Turner', 'Hill', 'Scott', 'Cooper', 'Morris',
  'Ward', 'Moore', 'King', 'Watson', 'Baker', 'Harrison', 'Morgan', 'Patel', 'Young', 'Allen',
  'Mitchell', 'James', 'Anderson', 'Phillips', 'Lee', 'Bell', 'Parker', 'Davies', 'Bennett', 'Shaw',
  'Cook', 'Griffiths', 'Richardson', 'Carter', 'Bailey', 'Collins', 'Marshall', 'Chapman', 'Webb', 'Rogers',
  'Gray', 'Lloyd', 'Hunt', 'Palmer', 'Mills', 'Barnes', 'Knight', 'Butler', 'Russell', 'Fisher',
] as const;

/** A few notes of the kind a league secretary pins to a fixture date (markdown). */
export const demoNotes = {
  cupNight:
    '**Cup night**: qualifier ties in every division. Darts at 8pm sharp; home captains please ring results through by Friday.',
  postponed: (home: string, away: string) =>
    `${home} v ${away} is postponed: the venue is closed after a burst pipe. A new date will follow.`,
  subs: 'Team subs for the season (£40 per team) are due this week. Pay the treasurer or use the bank details in the handbook.',
} as const;

/** The superleague: two men's county-style teams who meet for a single-round evening. */
export const demoSuperleague: DemoDivisionCast = {
  name: 'Superleague',
  teams: [
    { name: 'Harborough Men', address: venues.whiteHart },
    { name: 'Lutterworth Men', address: venues.swan },
  ],
};

/** Notes on the demo's tournaments (markdown). */
export const demoTournamentNotes = {
  openSingles: 'Open singles knockout, best of 5 legs throughout. £5 entry, all of it to the league charity.',
  premierPairs: 'Premier pairs cup: one pair per team, best of 3. Board draw at 7:30pm.',
  superleague: 'Boards 1 and 2. Results to the superleague secretary by Sunday, please.',
} as const;
