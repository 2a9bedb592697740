import { useFollowSayg } from '../../lib/records/sayg';

/** Keeps one match's record current while mounted (a component, so a list of ids can each follow). */
export function FollowSayg({ id }: { id: string }) {
  useFollowSayg(id);
  return null;
}
