import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Constants, Layout } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { TourModal } from './tour-modal';

beforeAll(async () => {
  await initTestI18n('en');
});

const titles = ['Welcome', 'Dashboard', 'Topics', 'Activities & Resources', 'Self Assessments'];

function renderTour() {
  const onFinish = vi.fn();
  const onSkip = vi.fn();
  render(<TourModal onFinish={onFinish} onSkip={onSkip} />);
  return { onFinish, onSkip, dialog: () => screen.getByRole('dialog') };
}

const slideTitle = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const primary = (name: string | RegExp) => screen.getByRole('button', { name });

describe('TourModal', () => {
  it("walks the spec's five slides with 'Take a tour', 'Next' and 'Let's Get Started!', in a 726-wide dialog", async () => {
    const { onFinish, dialog } = renderTour();
    expect(dialog().style.getPropertyValue('--modal-max-width')).toBe(`${Layout.tourModalWidth}px`);
    expect(within(dialog()).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(Constants.tourSlides);

    const seen = [slideTitle()];
    expect(primary('Take a tour')).toBeInTheDocument();
    await userEvent.click(primary('Take a tour'));
    for (let slide = 1; slide < 4; slide += 1) {
      seen.push(slideTitle());
      expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      await userEvent.click(primary('Next'));
    }
    seen.push(slideTitle());
    expect(seen).toEqual(titles);

    // The last slide: no Skip, and the way out is the spec's button.
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(primary("Let's Get Started!"));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows the four tips on the welcome slide only', async () => {
    renderTour();
    const tips = screen.getByRole('list');
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tips).getByText('Go at your own pace.').tagName).toBe('STRONG');
    await userEvent.click(primary('Take a tour'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the focus on the button that moves on, as its label changes', async () => {
    renderTour();
    const button = primary('Take a tour');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    expect(slideTitle()).toBe('Self Assessments');
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAccessibleName("Let's Get Started!");
  });

  it('announces each new slide with its position', async () => {
    renderTour();
    const live = screen.getByRole('dialog').querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Slide 1 of 5: Welcome');
    expect(within(live as HTMLElement).getByRole('group', { name: 'Slide 1 of 5: Welcome' })).toBeInTheDocument();
    await userEvent.click(primary('Take a tour'));
    expect(live).toHaveTextContent('Slide 2 of 5: Dashboard');
    expect(screen.getByRole('button', { name: 'Go to slide 2: Dashboard' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Go to slide 1: Welcome' })).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow keys, Home and End from anywhere in the dialog, but leaves Alt+Arrow to the browser', async () => {
    renderTour();
    // The dialog starts with the focus on its close button, outside the slides.
    expect(document.activeElement).toHaveAccessibleName('Close');
    await userEvent.keyboard('{ArrowRight}');
    expect(slideTitle()).toBe('Dashboard');
    await userEvent.keyboard('{End}');
    expect(slideTitle()).toBe('Self Assessments');
    await userEvent.keyboard('{ArrowRight}');
    expect(slideTitle()).toBe('Self Assessments');
    await userEvent.keyboard('{ArrowLeft}');
    expect(slideTitle()).toBe('Activities & Resources');
    await userEvent.keyboard('{Home}');
    expect(slideTitle()).toBe('Welcome');
    await userEvent.keyboard('{ArrowLeft}');
    expect(slideTitle()).toBe('Welcome');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(slideTitle()).toBe('Welcome');
  });

  it('jumps to a slide from its dot', async () => {
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 4: Activities & Resources' }));
    expect(slideTitle()).toBe('Activities & Resources');
  });

  it('follows a horizontal swipe on a touch screen, and not a mouse drag or a scroll', () => {
    renderTour();
    const area = screen.getByRole('dialog').querySelector('[aria-live="polite"]')!;
    const swipe = (pointerType: string, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(area, { pointerType, pointerId: 1, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(area, { pointerType, pointerId: 1, clientX: to[0], clientY: to[1] });
    };
    swipe('touch', [300, 200], [100, 210]);
    expect(slideTitle()).toBe('Dashboard');
    swipe('touch', [300, 200], [280, 205]); // too short
    swipe('touch', [200, 100], [140, 400]); // mostly down: scrolling
    swipe('mouse', [300, 200], [50, 200]);
    expect(slideTitle()).toBe('Dashboard');
    swipe('pen', [100, 200], [300, 200]);
    expect(slideTitle()).toBe('Welcome');
  });

  it('leaves by Skip, the close button or Escape, without finishing', async () => {
    const { onSkip, onFinish } = renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onSkip).toHaveBeenCalledTimes(3);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows every slide its own illustration: a decorative picture, a static file of the app', () => {
    const { dialog } = renderTour();
    const pictures: (string | null)[] = [];
    for (let slide = 0; slide < Constants.tourSlides; slide += 1) {
      const picture = dialog().querySelector('img');
      expect(picture).toHaveAttribute('alt', '');
      pictures.push(picture?.getAttribute('src') ?? null);
      fireEvent.keyDown(document, { key: 'ArrowRight' });
    }
    expect(pictures).toEqual(['/tour/welcome.svg', '/tour/dashboard.svg', '/tour/topics.svg', '/tour/activities.svg', '/tour/assessments.svg']);
    // The public folder, beside src: the files the build copies as they are.
    const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../public');
    for (const src of pictures) expect(existsSync(join(publicDir, src!)), src!).toBe(true);
  });
});
