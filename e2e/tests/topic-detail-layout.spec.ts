import { expect, type Page } from '@playwright/test';
import { clientInfo } from '../support/fixtures.ts';
import { connect, signInAsNewFullAccessUser, test } from '../support/learning.ts';

/**
 * The topic menu beside or below the player must read well at the widths between the phone's bottom
 * sheet and a wide desktop: no title squeezed into one word a line, no word running out of its row
 * into the progress badge, the menu never over the content. The test sets its own widths, so it runs
 * in one project.
 */
const widths = [800, 900, 1024, 1200, 1440];

/** What is wrong with the menu's layout at the current width, as sentences (none when it reads well). */
async function menuLayoutProblems(page: Page, menuName: string, badge: string): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: menuName });
  await expect(menu.getByText(badge, { exact: true })).toBeVisible();
  return menu.evaluate((nav, badgeText) => {
    const problems: string[] = [];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

    for (const row of nav.querySelectorAll('a')) {
      // A row: its icon, then the words (title, then kind and length), then its status mark.
      const title = row.querySelector(':scope > span:first-of-type > span:first-child');
      const text = title?.firstChild;
      if (!title || !text || text.nodeType !== Node.TEXT_NODE) {
        problems.push(`a menu row without its title: ${row.textContent}`);
        continue;
      }
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        return { word: match[0], box: range.getBoundingClientRect() };
      });
      const box = title.getBoundingClientRect();
      const lines = new Set(words.map(({ box: word }) => Math.round(word.top))).size;
      const name = JSON.stringify(title.textContent);
      if (words.length > 1 && lines >= words.length) problems.push(`${name} wraps a word a line (${lines} lines, ${Math.round(box.width)} px wide)`);
      // Room for a few words a line: ten of its letters' heights.
      const fontSize = parseFloat(getComputedStyle(title).fontSize);
      if (box.width < 10 * fontSize) problems.push(`${name} has ${Math.round(box.width)} px, less than 10em`);
      for (const { word, box: wordBox } of words) {
        if (wordBox.right > box.right + 1) problems.push(`${name}: '${word}' runs out of the title's box`);
      }
      const status = [...row.children].at(-1);
      if (status && status !== title.parentElement && status.tagName === 'SPAN') {
        const statusBox = status.getBoundingClientRect();
        if (words.some(({ box: wordBox }) => overlaps(wordBox, statusBox)) || overlaps(box, statusBox)) {
          problems.push(`${name} runs into its mark '${status.textContent?.includes(badgeText) ? badgeText : status.textContent}'`);
        }
      }
    }

    const aside = nav.closest('aside');
    const content = aside?.previousElementSibling;
    if (!aside || !content) problems.push('the menu is not beside or below the content');
    else if (overlaps(aside.getBoundingClientRect(), content.getBoundingClientRect())) problems.push('the menu overlaps the content');
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${window.innerWidth})`);
    }
    return problems;
  }, badge);
}

async function checkWidths(page: Page, menuName: string, badge: string): Promise<void> {
  for (const width of widths) {
    await test.step(`${width} px wide`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/topic_detail/${connect.id}?stepId=${connect.steps.welcome.id}`);
      expect.soft(await menuLayoutProblems(page, menuName, badge), `at ${width} px`).toEqual([]);
    });
  }
}

test.describe('topic detail layout between the phone and the desktop', () => {
  for (const { language, menuName, badge } of [
    { language: 'en', menuName: 'In this topic', badge: '10%' },
    // French titles are the longest.
    { language: 'fr', menuName: 'Dans ce thème', badge: '10 %' },
  ]) {
    test(`the menu reads well at 800, 900, 1024, 1200 and 1440 wide (${language})`, async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'medium', 'sets its own widths');
      await signInAsNewFullAccessUser(page, request, { preferred_language: language });
      // A step part-watched, so its row carries the percent badge next to its title.
      const progress = await page.request.put(`/api/steps/${connect.steps.breath.id}/progress`, {
        headers: clientInfo,
        data: { progress: 10, time: 2 },
      });
      expect(progress.ok(), await progress.text()).toBeTruthy();
      await checkWidths(page, menuName, badge);
    });
  }
});
