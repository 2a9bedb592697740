// Draws the home-screen icons of the web app manifest (issue #16 Installable) from public/favicon.svg:
// 192 and 512 px PNGs of the dartboard, and a 512 px maskable one with the board inside the safe
// zone (the middle 80 %) on league green, which a phone may crop to any shape. The PNGs are
// committed; run this again after changing the favicon:
//   node packages/web/scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const leagueGreen = '#14532d';

/** The favicon's drawing, its board scaled about the centre of its 64 × 64 view box. */
function maskable() {
  const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // The board's radius is 30 of 64; 0.8 × 30 = 24 stays inside the safe zone's radius of 25.6.
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${leagueGreen}"/>` +
      `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${inner}</g></svg>`,
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: Buffer.from(favicon) },
  { file: 'icon-512.png', size: 512, svg: Buffer.from(favicon) },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable() },
];

for (const { file, size, svg } of icons) {
  const png = await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(join(publicDir, 'icons', file), png);
  console.log(`${file}: ${size} × ${size}, ${png.length} bytes`);
}
