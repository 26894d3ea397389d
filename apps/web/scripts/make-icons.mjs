// The installable app's icons (public/manifest*.webmanifest, index.html), drawn from
// public/favicon.svg by Debian's Chromium. Run by hand after the logo changes, then commit
// the PNGs:
//
//   node apps/web/scripts/make-icons.mjs [--chrome /usr/bin/chromium]
//
// "any" icons are the logo as it is (transparent corners). The maskable icon and the Apple
// touch icon fill the square with the logo's teal, since launchers and iOS cut their own
// shape: the logo is drawn at 80 % so it stays inside the maskable safe zone (a circle of
// 40 % radius). Chromium's PNGs are already small (3 to 15 KB; zlib at level 9 would save
// 3 %), so they are kept as written.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const TEAL = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!TEAL) throw new Error('favicon.svg: no filled <rect> to take the background colour from');

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const page = ({ size, fullBleed }) => {
  const logoSize = fullBleed ? Math.round(size * 0.8) : size;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: ${fullBleed ? TEAL : 'transparent'}; }
    body { width: ${size}px; height: ${size}px; display: grid; place-items: center; }
    svg { width: ${logoSize}px; height: ${logoSize}px; display: block; }
  </style></head><body>${logo}</body></html>`;
};

const browser = await chromium.launch({
  executablePath: values.chrome,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    const path = `${publicDir}${icon.file}`;
    await tab.screenshot({ path, omitBackground: !icon.fullBleed });
    await context.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${statSync(path).size} bytes`);
  }
} finally {
  await browser.close();
}
