// The score overlay for OBS's browser source (issue #27): /overlay/{match|tournament|superleague}/{id}.
export { OverlayFrame } from './overlay-frame';
export { LiveScoreBug, type PlainMatch } from './live-score-bug';
export { OverlayMessage } from './score-bug';
export { OverlayStrip, type StripMatch } from './overlay-strip';
