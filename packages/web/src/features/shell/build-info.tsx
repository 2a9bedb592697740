import type { SiteDto } from '@darts/contract';
import { formatCalendarDate, toCalendarDate } from '@darts/domain';

type Build = SiteDto['build'];

/** The build date as `21 Nov 2025`, or as given when it is not a date. */
export function buildDate(build: Build) {
  const date = toCalendarDate(build.date);
  return date ? formatCalendarDate(date, { year: true }) : build.date;
}

/** What the build button alerts: branch, first 8 characters of the version, PR. */
export function buildInfoText(build: Build) {
  const lines = [`Branch: ${build.branch}`, `Version: ${build.version.slice(0, 8)}`];
  if (build.prName) lines.push(`PR: ${build.prName}`);
  return lines.join('\n');
}

/** A small button for non-release builds, so testers can say which build they saw. */
export function BuildInfoButton({ build }: { build: Build }) {
  if (build.release) return null;
  return (
    <button type="button" className="btn btn-sm build-info" onClick={() => window.alert(buildInfoText(build))}>
      Build {build.branch} · {build.version.slice(0, 8)} · {buildDate(build)}
    </button>
  );
}
