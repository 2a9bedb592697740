// Whether a season health text is about one division (`).

/**
 * A per-division check's text starts with `{division}: `; a venue clash lists each fixture as `{division}: home v away`
 * inside its brackets. Season-wide texts (different numbers of weeks, `No divisions`) are about no one division.
 */
export function isAboutDivision(text: string, divisionName: string): boolean {
  const name = divisionName.trim();
  if (name === '') return false;
  const named = `${name}: `;
  return text.startsWith(named) || text.includes(`(${named}`) || text.includes(`; ${named}`);
}
