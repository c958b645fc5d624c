import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export const demoPassword = 'innerway-demo';
export const demo = {
  trial: 'trial@example.com',
  full: 'full@example.com',
  admin: 'admin@example.com',
  disabled: 'disabled@example.com',
  support: 'support@example.com',
  partner: 'partner@example.com',
  editor: 'editor@example.com',
} as const;

/** The header every API call of the web app carries (and the CSRF guard asks for). */
export const clientInfo = { 'x-client-info': 'platform=web;version=1.8.0;build=112;window=1440x900' };

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** Mails kept by the local outbox, newest first. */
async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data;
}

/** Waits for the newest mail to an address and returns the first app link in it. */
export async function linkFromLatestMail(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readOutbox(request)).filter((mail) => mail.to === to);
      const match = mails[0]?.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
      link = match?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

let counter = 0;
/** A unique address per call, so journeys never trip over each other's accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Registers a user through the API (the browser journey for registration is tested on its own).
 * The dashboard's onboarding popups (tutorial offer, age survey) would cover the screens other
 * journeys are about: they are marked done unless `onboarding: 'pending'` keeps them for the
 * journeys that test them (onboarding.spec.ts).
 */
export async function registerByApi(
  request: APIRequestContext,
  fields: { name?: string; email?: string; institution_code?: string; preferred_language?: string; onboarding?: 'done' | 'pending' } = {},
): Promise<{ email: string; password: string; id: number }> {
  const email = fields.email ?? uniqueEmail('person');
  const password = 'calm-river-stones-42';
  const response = await request.post('/api/users/register', {
    headers: clientInfo,
    data: {
      name: fields.name ?? 'Robin Example',
      email,
      password,
      password_confirmation: password,
      institution_code: fields.institution_code ?? '',
      marketing_opt_in: false,
      agreed_to_conditions: true,
      preferred_language: fields.preferred_language ?? 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = ((await response.json()) as { data: { user: { id: number } } }).data.user;
  if (fields.onboarding !== 'pending') {
    const done = await request.put(`/api/users/${id}`, {
      headers: clientInfo,
      data: { tutorial_offer_status: 'Completed', age_survey_status: 'NOT_APPLICABLE' },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  // The browser signs in on its own; this context must not carry a session into the test.
  await request.get('/api/auth/logout', { headers: clientInfo });
  return { email, password, id };
}

/** Small screens greet first with a Login button; larger ones show the form at once. */
export async function passWelcomeStep(page: Page): Promise<void> {
  const welcomeLogin = page.getByRole('button', { name: 'Login', exact: true });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(welcomeLogin.or(next).first()).toBeVisible();
  if (await welcomeLogin.isVisible()) await welcomeLogin.click();
  await expect(next).toBeVisible();
}

/** Signs in through the login screen, as a person would (small screens pass the welcome step). */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await passWelcomeStep(page);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs out through /logout and waits for the signed-out screen. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(
    page.getByRole('button', { name: 'Login', exact: true }).or(page.getByRole('button', { name: 'Next' })).first(),
  ).toBeVisible();
}

/**
 * Rules held whatever impact axe gives them: 'region' (moderate) finds content outside every
 * landmark, which someone moving by landmarks never reaches.
 */
const alwaysHeld = new Set(['region']);

/** axe-core scan: no serious or critical violations, nor any of `alwaysHeld`, on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A modal fading in would be measured mid-way, with colours it never rests at. Endless ones
  // (a spinner, a loading skeleton's pulse, even inside a closed <details>) never rest: not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || alwaysHeld.has(v.id));
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
