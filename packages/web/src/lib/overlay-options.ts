import { pageRoutes } from '@darts/contract';
import { pagePath } from './paths';

/**
 * The score overlay's query options (issue #27), for OBS's browser source: `layout`
 * (landscape 1920×1080 or portrait 1080×1920), `position` (a corner, or centred at the top or
 * bottom), `size` (s, m, l or a scale), `fg`/`bg`/`accent` colours (hex, `#` optional since a bare
 * `#` starts the URL's fragment), `chroma=1` (a chroma-key green background), and for a tournament
 * `board=N` and `show=bracket`. A value it cannot read is ignored: the overlay keeps its default.
 */
export type OverlayLayout = 'landscape' | 'portrait';
export type OverlayPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top' | 'bottom';

export type OverlayOptions = {
  layout: OverlayLayout;
  position: OverlayPosition;
  /** How much bigger than the medium size the bug is drawn. */
  scale: number;
  fg: string | undefined;
  bg: string | undefined;
  accent: string | undefined;
  chroma: boolean;
  /** The board whose match a tournament overlay shows; undefined for the first board in play. */
  board: number | undefined;
  /** A tournament overlay also shows the round being played. */
  showBracket: boolean;
};

/** The browser source's size to enter in OBS for each layout. */
export const overlayCanvas: Record<OverlayLayout, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

/** OBS's chroma-key filter's default green. */
export const chromaGreen = '#00b140';

export const overlaySizes = { s: 0.75, m: 1, l: 1.35 } as const;
const scaleRange = { min: 0.25, max: 4 };

const positions: readonly OverlayPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'top', 'bottom'];
const defaultPosition: Record<OverlayLayout, OverlayPosition> = { landscape: 'bottom-left', portrait: 'bottom' };

const hex = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, with or without `#`, as a lower-case CSS colour; else undefined. */
export function hexColour(value: string | null | undefined): string | undefined {
  const match = hex.exec(value?.trim() ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}

/** `s`, `m`, `l`, or a number from 0.25 to 4; else undefined. */
export function overlayScale(value: string | null | undefined): number | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text in overlaySizes) return overlaySizes[text as keyof typeof overlaySizes];
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return undefined;
  const scale = Number(text);
  return scale >= scaleRange.min && scale <= scaleRange.max ? scale : undefined;
}

const isOn = (value: string | null) =>
  value !== null && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());

/** The options in an overlay's query string. */
export function overlayOptionsFrom(search: URLSearchParams | string): OverlayOptions {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const layoutText = query.get('layout')?.trim().toLowerCase();
  const layout: OverlayLayout = layoutText === 'portrait' ? 'portrait' : 'landscape';
  const positionText = query.get('position')?.trim().toLowerCase() as OverlayPosition | undefined;
  const boardText = query.get('board')?.trim() ?? '';
  const board = /^\d{1,2}$/.test(boardText) && Number(boardText) >= 1 ? Number(boardText) : undefined;
  return {
    layout,
    position: positionText && positions.includes(positionText) ? positionText : defaultPosition[layout],
    scale: overlayScale(query.get('size')) ?? overlayScale(query.get('scale')) ?? 1,
    fg: hexColour(query.get('fg')),
    bg: hexColour(query.get('bg')),
    accent: hexColour(query.get('accent')),
    chroma: isOn(query.get('chroma')),
    board,
    showBracket: (query.get('show') ?? '').split(',').some((part) => part.trim().toLowerCase() === 'bracket'),
  };
}

/** What to enter as the browser source's size in OBS: 'Browser source: 1920 × 1080'. */
export function browserSourceSize(layout: OverlayLayout = 'landscape'): string {
  const { width, height } = overlayCanvas[layout];
  return `Browser source: ${width} × ${height}`;
}

export type OverlayType = 'match' | 'tournament' | 'superleague';

/** The overlay page of a match record, a tournament (with `board=N`) or a superleague night. */
export function overlayPath(type: OverlayType, id: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${pagePath(pageRoutes.overlay, { type, id })}${search ? `?${search}` : ''}`;
}

export type OverlayBoardChoice = { board: number | undefined; label: string; path: string };

/**
 * The overlay links to offer for a tournament night at a venue with `boards` boards: 'Any board'
 * (the first board in play) and then one per board (`board=N`). Only the first when there are no boards.
 */
export function tournamentOverlayChoices(id: string, boards: number | undefined): OverlayBoardChoice[] {
  const count = boards !== undefined && Number.isInteger(boards) && boards > 0 ? boards : 0;
  return [
    { board: undefined, label: 'Any board', path: overlayPath('tournament', id) },
    ...Array.from({ length: count }, (_, index) => ({
      board: index + 1,
      label: `Board ${index + 1}`,
      path: overlayPath('tournament', id, { board: String(index + 1) }),
    })),
  ];
}
