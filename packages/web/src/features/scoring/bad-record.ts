/**
 * Why a shared or stored leg-by-leg record could not be opened. The reason, not the reader's own
 * words (a schema path, 'Required'), is what travels: people see `badRecordSentence`.
 */
export type BadRecord = 'not-an-id' | 'not-found' | 'deleted' | 'unreadable';

const sentences: Record<BadRecord, string> = {
  'not-an-id': 'This link does not point to a match. Part of it may be missing: ask for the link again.',
  'not-found': 'There is no match at this link. It may have been deleted, or the link may be incomplete.',
  deleted: 'The match at this link has been deleted.',
  unreadable: 'The match at this link cannot be shown: its saved data is damaged or not a match.',
};

/** A sentence a scorer understands for why the record could not be opened. */
export const badRecordSentence = (reason: BadRecord): string => sentences[reason];
