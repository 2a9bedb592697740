import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest.js';

describe('webManifest (issue #16)', () => {
  it.each([
    ['Darts League', 'Darts League'],
    ['Riverside Darts League', 'Riverside'],
    ['  Eastbourne Ladies  ', 'Eastbourne'],
    ['Wolverhampton & District', 'Wolverhampto'],
  ])('names %j %j under its icon', (name, shortName) => {
    expect(webManifest({ name })).toMatchObject({ name, short_name: shortName });
  });
});
