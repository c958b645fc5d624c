// Screenshots of screens at the small and large sizes, for looking at what was built:
//   npm run screenshots -- [--as full@example.com] [--lang fr] [--theme dark] [--out /tmp/shots] /login /users/me ...
// `--as new` registers a fresh trial user, `--as new-full` a fresh full-access one (through the
// demo institution code), both speaking `--lang`: demo accounts keep their saved language, which
// wins over the browser's at sign-in.
// `--theme dark` shows the screens as on a device set to dark mode.
// Needs a running server (npm start) and Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    as: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    theme: { type: 'string', default: 'light' },
    out: { type: 'string', default: '/tmp/innerway-shots' },
    base: { type: 'string', default: process.env.APP_URL ?? 'http://127.0.0.1:3000' },
    full: { type: 'boolean', default: false },
  },
});

const sizes = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1440', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
];

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const size of sizes) {
    const colorScheme = values.theme === 'dark' ? 'dark' : 'light';
    const context = await browser.newContext({ ...size, baseURL: values.base, locale: values.lang, colorScheme });
    await context.addInitScript((lang) => localStorage.setItem('preferred_language', lang), values.lang);
    if (values.as === 'new' || values.as === 'new-full') {
      const password = 'calm-river-stones-42';
      const reply = await context.request.post('/api/users/register', {
        headers: { 'x-client-info': 'platform=web;version=1.8.0;build=112;window=1440x900' },
        data: {
          name: 'Sam Example',
          email: `shots-${Date.now().toString(36)}-${size.name}@example.com`,
          password,
          password_confirmation: password,
          institution_code: values.as === 'new-full' ? 'KW2LP84N' : '',
          marketing_opt_in: false,
          agreed_to_conditions: true,
          preferred_language: values.lang,
        },
      });
      if (!reply.ok()) throw new Error(`registration failed: ${reply.status()} ${await reply.text()}`);
    } else if (values.as) {
      const reply = await context.request.post('/api/auth/login', {
        data: { email: values.as, password: 'innerway-demo' },
      });
      if (!reply.ok()) throw new Error(`sign-in as ${values.as} failed: ${reply.status()}`);
    }
    const page = await context.newPage();
    for (const route of positionals) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const file = `${values.out}/${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${values.lang}-${colorScheme}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
