import type { pageRoutes } from '@darts/contract';

/**
 * A path pattern's `:name` segments filled in from `params`, each encoded; an optional `:name?`
 * without a value drops its segment. The one place the web turns ids and names into a path: API
 * calls (`routePath`) and links to the app's pages (`pagePath`) both come here.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = params[name];
    return value === undefined && optional ? '' : `/${encodeURIComponent(value ?? '')}`;
  });
}

type PagePattern = (typeof pageRoutes)[keyof typeof pageRoutes];
type ParamName<Segment extends string> = Segment extends `${infer Name}?` ? Name : Segment;
/** The names of a path pattern's `:name` segments, e.g. `'id' | 'photoId'`. */
export type ParamsIn<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | ParamsIn<Tail>
    : ParamName<Rest>
  : never;

/** A link to one of the app's pages, e.g. `pagePath(pageRoutes.score, { fixtureId })`. */
export function pagePath<P extends PagePattern>(pattern: P, params: { [Name in ParamsIn<P>]?: string }): string {
  return fillPath(pattern, params);
}
