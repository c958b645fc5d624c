import { test, expect, type Page } from '@playwright/test';
import { clientInfo, expectAccessible, registerByApi, signIn, signOut, uniqueEmail } from '../support/fixtures.ts';

/** Maple Grove University's code: it links the account to the demo institution. */
const institutionCode = 'KW2LP84N';
const tourTitles = ['Welcome', 'Dashboard', 'Topics', 'Activities & Resources', 'Self Assessments'];

const offer = (page: Page) => page.getByRole('dialog', { name: 'Would you like a quick tour?' });
const survey = (page: Page) => page.getByRole('dialog', { name: 'One quick question' });

/** The signed-in person as the server has them now. */
async function me(page: Page): Promise<{ tutorial_offer_status: string; age_survey_status: string }> {
  const response = await page.request.get('/api/users/me', { headers: clientInfo });
  return ((await response.json()) as { data: { tutorial_offer_status: string; age_survey_status: string } }).data;
}

/** The dashboard has loaded and had time to open a popup if it meant to; none is open. */
async function expectNoPopup(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Hi / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured for you' }).getByRole('listitem').first()).toBeVisible();
  // Absence can only be seen after the moment a popup would have appeared.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Today in the browser's calendar, as the statuses write it. */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return { dmy: `${pad(now.getDate())}${pad(now.getMonth() + 1)}${now.getFullYear()}`, mdy: `${pad(now.getMonth() + 1)}${pad(now.getDate())}${now.getFullYear()}` };
  });

test.describe('onboarding', () => {
  test('a newcomer registers, lands on the introduction tutorial, then walks the five-slide tour', async ({ page, context }, testInfo) => {
    await page.goto('/register');
    await page.getByLabel(/full name/i).fill('Mira Newcomer');
    await page.getByLabel(/e-?mail/i).first().fill(uniqueEmail('onboarding'));
    await page.getByLabel(/^password$/i).fill('soft-morning-light-5');
    await page.getByLabel(/confirm/i).fill('soft-morning-light-5');
    await page.getByRole('button', { name: 'Register' }).click();
    const terms = page.getByRole('dialog');
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), terms.getByRole('link', { name }).click()]);
      await tab.close();
    }
    await terms.getByRole('button', { name: 'Agree and Finish Registration' }).click();

    // Straight to the Introduction tutorial, alone: the tour offer waits for it to close.
    await expect(page).toHaveURL(/\/\?featuredItemId=0&contentType=R$/);
    const tutorial = page.getByRole('dialog', { name: 'Introduction to Innerway' });
    await expect(tutorial).toBeVisible();
    await expect(tutorial.locator('video')).toHaveAttribute('src', /introduction\.mp4$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await tutorial.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).not.toHaveURL(/featuredItemId/);

    await expect(offer(page)).toBeVisible();
    await expectAccessible(page);
    await offer(page).getByRole('button', { name: 'Yes, show me around' }).click();

    const tour = page.getByRole('dialog');
    const seen: string[] = [];
    await expect(tour.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    await expect(tour.getByRole('listitem')).toHaveCount(4);
    // The slide's illustration, a static file of the app, has loaded.
    await expect.poll(() => tour.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    // The dialog's box: 726 wide on larger screens, the whole width on small ones.
    const box = (await tour.boundingBox())!;
    if (testInfo.project.name === 'small') expect(box.width).toBeGreaterThan(page.viewportSize()!.width - 2);
    else expect(Math.round(box.width)).toBe(726);

    seen.push((await tour.getByRole('heading', { level: 2 }).textContent()) ?? '');
    await tour.getByRole('button', { name: 'Take a tour' }).click();
    for (let slide = 1; slide < tourTitles.length - 1; slide += 1) {
      await expect(tour.getByRole('button', { name: `Go to slide ${slide + 1}: ${tourTitles[slide]}` })).toHaveAttribute('aria-current', 'step');
      seen.push((await tour.getByRole('heading', { level: 2 }).textContent()) ?? '');
      await expect(tour.getByRole('button', { name: 'Skip' })).toBeVisible();
      if (testInfo.project.name === 'small' && slide === 1) {
        // A finger's swipe to the left, on the slide.
        const area = tour.locator('[aria-live="polite"]');
        const { x, y, width } = (await area.boundingBox())!;
        await area.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x + width - 20, clientY: y + 40 });
        await area.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x + 20, clientY: y + 50 });
      } else if (slide === 2) {
        await page.keyboard.press('ArrowRight');
      } else {
        await tour.getByRole('button', { name: 'Next' }).click();
      }
    }
    await expect(tour.getByRole('heading', { level: 2, name: 'Self Assessments' })).toBeVisible();
    seen.push('Self Assessments');
    expect(seen).toEqual(tourTitles);
    await expect(tour.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await tour.getByRole('button', { name: "Let's Get Started!" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect.poll(async () => (await me(page)).tutorial_offer_status).toBe('Completed');
    // Neither the tutorial nor the offer comes back.
    await page.reload();
    await expect(page).not.toHaveURL(/featuredItemId/);
    await expectNoPopup(page);
  });

  test('an institution user is offered the tour first, then answers the age survey once', async ({ page, request }) => {
    const account = await registerByApi(request, { institution_code: institutionCode, onboarding: 'pending' });
    await signIn(page, account.email, account.password);

    // Both are due: the tour offer goes first, and one popup is enough for a visit.
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expectNoPopup(page);
    const { dmy } = await today(page);
    expect((await me(page)).tutorial_offer_status).toBe(`Offered_${dmy}`);

    await page.reload();
    await expect(survey(page)).toBeVisible();
    await expect(survey(page).getByText('Maple Grove University')).toBeVisible();
    const submit = survey(page).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(survey(page).getByRole('radio')).toHaveCount(5);
    await expectAccessible(page);
    await survey(page).getByRole('radio', { name: '25 - 34' }).click();
    await submit.click();

    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await expect(thanks.getByRole('button', { name: 'Done' })).toBeFocused();
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await me(page)).age_survey_status).toBe('COMPLETED');

    await page.reload();
    await expectNoPopup(page);
  });

  test('closing the age survey unanswered records the day; people without an institution are never asked', async ({ page, request }) => {
    const student = await registerByApi(request, { institution_code: institutionCode, onboarding: 'pending' });
    await signIn(page, student.email, student.password);
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    // The reload must come after the answer is saved: the page reads the user as it loads.
    await expect.poll(async () => (await me(page)).tutorial_offer_status).toMatch(/^Offered_/);
    await page.reload();
    await survey(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const { mdy } = await today(page);
    await expect.poll(async () => (await me(page)).age_survey_status).toBe(`OFFERED_${mdy}`);
    await page.reload();
    await expectNoPopup(page);

    // Someone else on the same device, with no institution: the tour offer, and never the survey.
    await signOut(page);
    const visitor = await registerByApi(request, { onboarding: 'pending' });
    await signIn(page, visitor.email, visitor.password);
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expect.poll(async () => (await me(page)).tutorial_offer_status).toMatch(/^Offered_/);
    await page.reload();
    await expectNoPopup(page);
    // Never offered, so never dated or answered (the server may say NOT_APPLICABLE outright).
    expect(['NOT_YET_OFFERED', 'NOT_APPLICABLE']).toContain((await me(page)).age_survey_status);
  });
});
