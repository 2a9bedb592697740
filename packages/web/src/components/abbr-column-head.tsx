/**
 * A table's column head shown short with its long name for screen readers and on hover:
 * `<th scope="col"><abbr title="Played">P</abbr></th>`. The league tables, the venue's group
 * tables and the superleague's leg lines use it.
 */
export function AbbrColumnHead({ title, short, className }: { title: string; short: string; className?: string }) {
  return (
    <th scope="col" className={className}>
      <abbr title={title}>{short}</abbr>
    </th>
  );
}
