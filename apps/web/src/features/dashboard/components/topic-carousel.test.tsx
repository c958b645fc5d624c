import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { topicSummary } from '../../../test/content-fixtures';
import { fullUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { renderRoute } from '../../../test/render-route';
import { TopicCarousel } from './topic-carousel';

// jsdom lays nothing out: items are given 400 px slots, and the track a width when a test needs one.
// It scrolls nothing either: the track keeps the position it is sent to, within its scroll range,
// and says so with a scroll event, as a browser does.
const slot = 400;
let trackWidth = 0;
let scrollLeft = 0;
const itemsOf = (element: HTMLElement) => element.children.length;
const scrollTo = vi.fn(function (this: HTMLElement, { left }: { left: number }) {
  scrollLeft = Math.max(0, Math.min(left, itemsOf(this) * slot - trackWidth));
  this.dispatchEvent(new Event('scroll'));
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  trackWidth = 0;
  scrollLeft = 0;
  scrollTo.mockClear();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? Array.from(this.parentElement?.children ?? []).indexOf(this) * slot : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'UL' ? trackWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'UL' ? itemsOf(this) * slot : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'UL' ? scrollLeft : 0;
    },
  });
});

afterEach(() => {
  // Back to jsdom's own (prototype chain) definitions.
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as { offsetLeft?: number }).offsetLeft;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { scrollLeft?: number }).scrollLeft;
  window.innerWidth = 1024;
});

const withPercents = (percents: number[]) =>
  percents.map((percent, index) => topicSummary({ id: index + 1, title: `Topic ${index + 1}`, user_percent_complete: percent }));

function renderCarousel(percents: number[]) {
  return renderRoute(<TopicCarousel topics={withPercents(percents)} viewer={fullUser} screenPath="/dashboard" />, { path: '/dashboard', user: fullUser });
}

const track = () => screen.getByRole('list', { name: 'Topics' });

describe('topic carousel', () => {
  it('starts at the first topic under 100 %, without animating', () => {
    renderCarousel([100, 100, 30, 0]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ left: 2 * slot, behavior: 'instant' });
    expect(screen.getByRole('button', { name: 'Page 3 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Page 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  it('marks the dots and arrows by where the track opened, three to a page, scrolled to the second topic', () => {
    window.innerWidth = 1440;
    trackWidth = 1200;
    renderCarousel([100, 0, 0, 0, 0, 0, 0, 0]);
    expect(scrollTo).toHaveBeenCalledWith({ left: slot, behavior: 'instant' });
    // Not at the start: not the first page, and there is somewhere to go back to.
    expect(screen.getByRole('button', { name: 'Page 1 of 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next topics' })).toBeEnabled();
  });

  it('marks the last page when the track stops short of the item it was sent to', () => {
    window.innerWidth = 1440;
    trackWidth = 1200;
    renderCarousel([100, 100, 100, 100, 100, 100, 100, 0]);
    expect(scrollTo).toHaveBeenCalledWith({ left: 7 * slot, behavior: 'instant' });
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next topics' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeEnabled();
  });

  it('follows a swipe to the end', async () => {
    window.innerWidth = 1440;
    trackWidth = 1200;
    renderCarousel([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeDisabled();
    scrollLeft = 8 * slot - trackWidth;
    track().dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('button', { name: 'Next topics' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeEnabled();
  });

  it('starts at the first topic when all are done', () => {
    renderCarousel([100, 100]);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'instant' });
  });

  it('moves a page at a time with previous and next, and to a page with its dot', async () => {
    // One item to a page.
    trackWidth = slot;
    renderCarousel([0, 0, 0, 0]);
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next topics' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: slot, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Page 2 of 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4 of 4' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * slot, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Next topics' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous topics' })).toBeEnabled();
  });

  it('makes items the screen width less 60 on a small screen, where touch swipes without dots', () => {
    window.innerWidth = 390;
    trackWidth = 374;
    renderCarousel([0, 0, 0]);
    expect(track().style.getPropertyValue('--carousel-item-width')).toBe('330px');
    expect(screen.queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
  });

  it('shows the dots from just above the touch width of 768', () => {
    window.innerWidth = 768;
    const { unmount } = renderCarousel([0, 0, 0]);
    expect(screen.queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
    unmount();
    window.innerWidth = 769;
    renderCarousel([0, 0, 0]);
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
  });

  it('makes items a third of a wide track, at least 375, three to a page', () => {
    window.innerWidth = 1440;
    trackWidth = 1200;
    renderCarousel([0, 0, 0, 0]);
    expect(track().style.getPropertyValue('--carousel-item-width')).toBe('400px');
    expect(screen.getAllByRole('button', { name: /^Page/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  });

  it('shows no page controls when everything fits on one page', () => {
    window.innerWidth = 1440;
    trackWidth = 1200;
    renderCarousel([0, 0, 0]);
    expect(screen.queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next topics' })).not.toBeInTheDocument();
  });
});
