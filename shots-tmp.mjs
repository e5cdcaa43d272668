// node /work/tools/shots.mjs BASE OUTDIR path1,path2 375,1280  (run from /work/main for playwright)
import { chromium } from 'playwright';
const [base, out, paths, widths, full = 'full'] = process.argv.slice(2);
const flags = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: flags });
for (const w of widths.split(',').map(Number)) for (const p of paths.split(',')) {
  const c = await b.newContext({ viewport: { width: w, height: w < 800 ? 667 : 800 }, reducedMotion: 'reduce' });
  const page = await c.newPage();
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { scrollTo(0, y); await new Promise(r => setTimeout(r, 30)); } scrollTo(0, 0); await document.fonts.ready; });
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
  const name = `${out}/${(p.replace(/\//g, '_') || '_home')}-${w}.png`;
  if (full.startsWith('clip:')) { const [y0, h] = full.slice(5).split('+').map(Number); await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: y0, width: w, height: h } }); } else await page.screenshot({ path: name, fullPage: full === 'full' });
  await c.close();
}
await b.close();
