import { useFollowSayg } from './api';

/** Keeps one match's record current while mounted (a component, so a list of ids can each follow). */
export function FollowSayg({ id }: { id: string }) {
  useFollowSayg(id);
  return null;
}
