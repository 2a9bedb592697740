// The evening on one screen (issue #27): /live/evening?date=…, every match scored that evening, for the pub's TV.
export { EveningBoardPage, eveningBoardPath } from './evening-board-page';
