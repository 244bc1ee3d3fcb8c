// Draws the capture app's icons (docs/architecture.md "The map": the PWA at /capture) into public/capture/ with
// sharp, the image library Next.js already brings. Run it again after changing the drawing: the PNGs are committed.
// "any" icons use the studio's mark (app/icon.svg) with its rounded corners; the maskable one fills the whole square
// and keeps the lines inside the safe zone (the central 80%), since the platform cuts its own shape out of it.
import sharp from "sharp";

const BRAND = "#2f6fed";
const lines = (scale, offset) =>
  `<path transform="translate(${offset} ${offset}) scale(${scale})" d="M9 11h14M9 16h14M9 21h9" stroke="#fff" ` +
  `stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
const anyIcon = svg(`<rect width="32" height="32" rx="7" fill="${BRAND}"/>${lines(1, 0)}`);
const maskable = svg(`<rect width="32" height="32" fill="${BRAND}"/>${lines(0.7, 4.8)}`);

const icons = [
  ["icon-192.png", anyIcon, 192],
  ["icon-512.png", anyIcon, 512],
  ["icon-maskable-512.png", maskable, 512],
];
for (const [file, drawing, size] of icons) {
  await sharp(Buffer.from(drawing), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/capture/${file}`);
}
process.stdout.write(`${icons.length} capture icons written to public/capture/\n`);
