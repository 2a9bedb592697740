import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLiveSayg } from '../../lib/records/sayg';
import { OverlayMessage, ScoreBug } from './score-bug';
import { plainBugOf, scoreBugOf, type BugNames } from './score-bug-model';

export type PlainMatch = Parameters<typeof plainBugOf>[0];

type Props = {
  /** The match's leg-by-leg record, followed live; null when it has none (yet). */
  saygId: string | null;
  /** Names for the sides instead of the record's. */
  names?: BugNames;
  /** The match as its tournament records it, shown until (or unless) its record can be. */
  plain?: PlainMatch;
  heading?: ReactNode;
  children?: ReactNode;
};

/**
 * A match's score bug following its record live for anyone, signed out too: the app's live client
 * (socket, event stream or polling) writes each state into the record's one cache entry
 * (`useLiveSayg`), and the bug re-renders from it.
 */
export function LiveScoreBug({ saygId, names, plain, heading, children }: Props) {
  const { query } = useLiveSayg(saygId);
  const sayg = query.data;
  const model = sayg ? scoreBugOf(sayg, names) : plain ? plainBugOf(plain) : undefined;
  useDocumentTitle(model ? `Overlay: ${model.rows.map((row) => row.name).join(' v ')}` : 'Overlay');
  if (model) {
    return (
      <ScoreBug model={model} heading={heading}>
        {children}
      </ScoreBug>
    );
  }
  if (saygId === null) return <OverlayMessage>No match</OverlayMessage>;
  if (query.isPending) return <OverlayMessage>Loading the match…</OverlayMessage>;
  if (query.isError) return <OverlayMessage alert>Could not load the match: trying again</OverlayMessage>;
  return <OverlayMessage alert>Data not found</OverlayMessage>;
}
