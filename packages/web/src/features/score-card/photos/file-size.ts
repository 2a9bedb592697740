const kilobyte = 1024;
const megabyte = 1024 * 1024;

/** A photo's size as the score card shows it (b/kb/mb). */
export function formatFileSize(bytes: number): string {
  if (bytes < kilobyte) return `${bytes} b`;
  if (bytes < megabyte) return `${(bytes / kilobyte).toFixed(1).replace(/\.0$/, '')} kb`;
  return `${(bytes / megabyte).toFixed(1).replace(/\.0$/, '')} mb`;
}
