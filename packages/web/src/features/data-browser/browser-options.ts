/**
 * The Data Browser's address (`/admin/browser` query): every option lives in
 * the URL, so a view can be shared or reloaded. Defaults are left out of the address.
 */
export type BrowserOptions = {
  table: string;
  id: string;
  /** 0-based. */
  page: number;
  pageSize: number;
  showEmptyValues: boolean;
  showAuditValues: boolean;
  showVersion: boolean;
  showIdsUptoDepth: number;
};

export const browserDefaults: BrowserOptions = {
  table: '',
  id: '',
  page: 0,
  pageSize: 10,
  showEmptyValues: false,
  showAuditValues: false,
  showVersion: false,
  showIdsUptoDepth: 1,
};

export const pageSizes = [10, 20, 50, 100] as const;
export const maxDepth = 5;

const flags = ['showEmptyValues', 'showAuditValues', 'showVersion'] as const;

function whole(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

/** The options in `params`; anything missing or malformed is its default. */
export function readOptions(params: URLSearchParams): BrowserOptions {
  const options: BrowserOptions = {
    ...browserDefaults,
    table: (params.get('table') ?? '').trim(),
    id: (params.get('id') ?? '').trim(),
    page: whole(params.get('page'), 0, 0, Number.MAX_SAFE_INTEGER),
    pageSize: whole(params.get('pageSize'), browserDefaults.pageSize, 1, 500),
    showIdsUptoDepth: whole(params.get('showIdsUptoDepth'), browserDefaults.showIdsUptoDepth, 0, maxDepth),
  };
  for (const flag of flags) options[flag] = params.get(flag)?.toLowerCase() === 'true';
  return options;
}

/** The address's query for `options`, without the defaults. */
export function writeOptions(options: BrowserOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (options.table) params.set('table', options.table);
  if (options.id) params.set('id', options.id);
  if (options.page !== browserDefaults.page) params.set('page', String(options.page));
  if (options.pageSize !== browserDefaults.pageSize) params.set('pageSize', String(options.pageSize));
  for (const flag of flags) if (options[flag]) params.set(flag, 'true');
  if (options.showIdsUptoDepth !== browserDefaults.showIdsUptoDepth) {
    params.set('showIdsUptoDepth', String(options.showIdsUptoDepth));
  }
  return params;
}

/** `?table=x&id=y` keeping the display options of `options` (the link from an id to its record). */
export function recordHref(options: BrowserOptions, table: string, id: string): string {
  return `?${writeOptions({ ...options, table, id, page: 0 }).toString()}`;
}
