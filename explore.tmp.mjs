import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = 'http://127.0.0.1:8130';
const [, , path = '/', name = 'home', width = '1280', mode = '', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
if (mode) await context.addInitScript((m) => localStorage.setItem('a11ySettings', m), mode);
await page.goto(base + path);
await page.locator('h1').first().waitFor({ state: 'attached' });
await page.waitForLoadState('networkidle');
if (action === 'cascader') {
  await page.locator('.ant-cascader').first().click();
  await page.locator('.ant-cascader-menu-item').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(500);
}
if (action === 'panel') {
  await page.getByRole('button', { name: '无障碍工具' }).click();
  await page.locator('.a11y-panel').waitFor();
}
await page.waitForTimeout(500);
const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
for (const v of results.violations) console.log(v.id, v.impact, v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary?.split('\n').slice(0,3).join(' ')).join('\n   '));
console.log('scrollWidth', await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth, getComputedStyle(document.documentElement).fontSize]));
console.log(await page.evaluate(() => { const w = document.documentElement.clientWidth; const f = []; for (const e of document.body.querySelectorAll('*')) { const r = e.getBoundingClientRect(); if (r.right > w + 1 && r.width > 0) { f.push(e.tagName + '.' + String(e.className).slice(0, 60) + ' ' + Math.round(r.right)); if (f.length > 10) break; } } return f; }));
await page.screenshot({ path: `/tmp/a11y-elder/${name}.png`, fullPage: action !== 'cascader', ...(process.env.CLIP ? { clip: { x: 0, y: Number(process.env.CLIP_Y ?? 0), width: Number(width), height: Number(process.env.CLIP) } } : {}) });
await browser.close();
