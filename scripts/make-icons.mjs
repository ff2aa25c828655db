// The app's icons for the web manifest and iOS, made from the two SVGs in public/ (run after changing them):
//   node scripts/make-icons.mjs
// - icon-192 / icon-512: the favicon's rounded square, for install prompts and launchers that show it as is;
// - maskable-512: the mark within the central 60 % safe zone on a full-bleed square, for launchers that cut
//   their own shape (Android's adaptive icons);
// - apple-touch-icon (180): iOS draws its own rounded corners and shows transparency as black, so the
//   full-bleed square, opaque;
// - badge-96: the mark alone in white on transparency, for a notification's badge (Android shows only its
//   alpha channel, in the status bar).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = path.join(publicDir, 'favicon.svg');
const maskable = path.join(publicDir, 'icons', 'maskable.svg');
const badge = path.join(publicDir, 'icons', 'badge.svg');

const outputs = [
  { from: favicon, size: 192, to: 'icons/icon-192.png' },
  { from: favicon, size: 512, to: 'icons/icon-512.png' },
  { from: maskable, size: 512, to: 'icons/maskable-512.png' },
  { from: maskable, size: 180, to: 'icons/apple-touch-icon.png', opaque: true },
  { from: badge, size: 96, to: 'icons/badge-96.png' },
];

for (const { from, size, to, opaque } of outputs) {
  let image = sharp(from, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  if (opaque) image = image.flatten({ background: '#0b4f6c' });
  await image.png({ compressionLevel: 9 }).toFile(path.join(publicDir, to));
  process.stdout.write(`public/${to} (${size}×${size})\n`);
}
