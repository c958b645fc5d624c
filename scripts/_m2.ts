import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [route, as] of [['/login', null], ['/', 'full@example.com'], ['/users/me', 'full@example.com']] as const) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3100', viewport: { width: 390, height: 844 } });
  if (as) await context.request.post('/api/auth/login', { data: { email: as, password: 'innerway-demo' } });
  const page = await context.newPage();
  const rows: string[] = []; let total = 0;
  page.on('response', async (r) => { if (/\.js$/.test(r.url())) { const s = (await r.request().sizes()).responseBodySize; total += s; rows.push(`${(s/1024).toFixed(1)} ${r.url().split('/').pop()}`); } });
  await page.goto(route, { waitUntil: 'networkidle' });
  const errors: string[] = [];
  console.log(route, `${(total/1024).toFixed(1)} KB br`, rows.filter(r => parseFloat(r) > 10).join(', '));
  await context.close();
}
await browser.close();
