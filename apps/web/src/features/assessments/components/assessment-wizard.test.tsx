import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TModule } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import { completedTopicFixture, topicFixture } from '../../topic-detail/test/topic-fixture';
import { AssessmentWizard } from './assessment-wizard';

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const submitKey = 'POST /user_assessments';
const viewKey = 'POST /user_assessments/views';
const saved = { data: { id: 1, module_id: 1, quantitative_answer: 6, qualitative_answer_one: 'Skipped', qualitative_answer_two: 'Skipped', created_at: '2026-05-01T10:00:00Z' } };

/** The wizard with an opener, as the screen has it (the menu entry). */
function Harness({ topic, onClose }: { topic: TModule; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open assessment
      </button>
      <AssessmentWizard
        topic={topic}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

function renderWizard(topic: TModule = completedTopicFixture()) {
  const onClose = vi.fn();
  const result = renderRoute(<Harness topic={topic} onClose={onClose} />, { path: '/', user: { ...testUser, is_trial_mode: false } });
  return { ...result, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Self-Assessment' });
const progress = () => within(dialog()).getByRole('progressbar', { name: 'Assessment progress' });
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

describe('AssessmentWizard', () => {
  it('records a view when it opens', async () => {
    const fetchMock = mockApi({ [viewKey]: { data: null } });
    renderWizard();
    await waitFor(() => expect(sentBody(fetchMock, viewKey)).toEqual({ module_id: 1 }));
  });

  it('walks intro, rating, two questions and review, labelling Next as Skip on an unanswered page', async () => {
    mockApi({ [viewKey]: { data: null } });
    renderWizard();
    expect(within(dialog()).getByText('Take a moment to look back on this topic.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(button('Previous')).toBeDisabled();

    await userEvent.click(button('Next'));
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    const rating = within(dialog()).getByRole('radiogroup', { name: 'How much do you feel able to come back to the present moment?' });
    expect(within(rating).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Not at all',
      'A little bit',
      'Somewhat',
      'Quite a bit',
      'Very much',
      'Declined to answer',
    ]);
    expect(button('Skip')).toBeInTheDocument();
    await userEvent.click(within(rating).getByRole('radio', { name: 'Somewhat' }));
    expect(button('Next')).toBeInTheDocument();

    await userEvent.click(button('Next'));
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    const first = within(dialog()).getByRole('textbox', { name: 'What helped you feel most present this week?' });
    expect(button('Skip')).toBeInTheDocument();
    await userEvent.type(first, '   ');
    expect(button('Skip')).toBeInTheDocument();
    await userEvent.type(first, 'Walking');
    expect(button('Next')).toBeInTheDocument();

    await userEvent.click(button('Next'));
    expect(progress()).toHaveAttribute('aria-valuenow', '60');
    expect(within(dialog()).getByRole('textbox', { name: 'Where in your day could you take one mindful breath?' })).toHaveValue('');
    await userEvent.click(button('Skip'));
    expect(progress()).toHaveAttribute('aria-valuenow', '80');
    expect(button('Submit')).toBeInTheDocument();

    // Back keeps what was typed.
    await userEvent.click(button('Previous'));
    await userEvent.click(button('Previous'));
    expect(within(dialog()).getByRole('textbox')).toHaveValue('   Walking');
  });

  it('sends an untouched assessment as Skip (6) and Skipped, and shows it so on review', async () => {
    const fetchMock = mockApi({ [viewKey]: { data: null }, [submitKey]: saved });
    renderWizard();
    await userEvent.click(button('Next'));
    await userEvent.click(button('Skip'));
    await userEvent.click(button('Skip'));
    await userEvent.click(button('Skip'));

    const review = within(dialog());
    expect(review.getByText('Declined to answer')).toBeInTheDocument();
    expect(review.getAllByText('Skipped')).toHaveLength(2);

    await userEvent.click(button('Submit'));
    expect(await within(dialog()).findByText(/Your answers are saved/)).toBeInTheDocument();
    expect(sentBody(fetchMock, submitKey)).toEqual({
      module_id: 1,
      quantitative_answer: 6,
      qualitative_answer_one: 'Skipped',
      qualitative_answer_two: 'Skipped',
    });
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it('sends the answers given, trimmed, and caps each text at 500 characters with a counter', async () => {
    const fetchMock = mockApi({ [viewKey]: { data: null }, [submitKey]: saved });
    renderWizard();
    await userEvent.click(button('Next'));
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Very much' }));
    await userEvent.click(button('Next'));
    const first = within(dialog()).getByRole('textbox');
    expect(first).toHaveAttribute('maxlength', '500');
    await userEvent.type(first, '  Walking slowly  ');
    expect(first).toHaveAccessibleDescription(/18 of 500 characters/);
    await userEvent.click(button('Next'));
    await userEvent.type(within(dialog()).getByRole('textbox'), 'At the bus stop');
    await userEvent.click(button('Next'));
    expect(within(dialog()).getByText('Very much')).toBeInTheDocument();
    await userEvent.click(button('Submit'));
    await within(dialog()).findByText(/Your answers are saved/);
    expect(sentBody(fetchMock, submitKey)).toEqual({
      module_id: 1,
      quantitative_answer: 5,
      qualitative_answer_one: 'Walking slowly',
      qualitative_answer_two: 'At the bus stop',
    });
  });

  it('disables Previous while saving and after completion; Done closes and the next opening starts afresh', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/user_assessments')) return new Promise<Response>((resolve) => (answer = resolve));
      void init;
      return new Response(JSON.stringify({ success: true, data: null, error: null }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { onClose } = renderWizard();
    for (const label of ['Next', 'Skip', 'Skip', 'Skip']) await userEvent.click(button(label));
    await userEvent.click(button('Submit'));

    await waitFor(() => expect(button('Previous')).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
    answer(new Response(JSON.stringify({ success: true, ...saved, error: null }), { status: 201 }));

    await within(dialog()).findByText(/Your answers are saved/);
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Done'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open assessment' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps unsent answers when closed halfway', async () => {
    mockApi({ [viewKey]: { data: null } });
    renderWizard();
    await userEvent.click(button('Next'));
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'A little bit' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open assessment' }));
    expect(within(dialog()).getByRole('radio', { name: 'A little bit' })).toBeChecked();
  });

  it('says what went wrong when saving fails, with the server text, and can send again', async () => {
    let fail = true;
    mockApi({
      [viewKey]: { data: null },
      [submitKey]: () => (fail ? { status: 500, error: 'Storage is full' } : saved),
    });
    renderWizard();
    for (const label of ['Next', 'Skip', 'Skip', 'Skip']) await userEvent.click(button(label));
    await userEvent.click(button('Submit'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('There was a problem saving this assessment (Storage is full)');
    expect(button('Previous')).toBeEnabled();

    fail = false;
    await userEvent.click(button('Submit'));
    await within(dialog()).findByText(/Your answers are saved/);
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the gate instead of the questions until every video and activity is complete', async () => {
    const fetchMock = mockApi({});
    const topic = topicFixture();
    // Videos all watched, one activity left.
    topic.segments = topic.segments.map((segment) => ({ ...segment, steps: segment.steps.map((s) => ({ ...s, user_percent_complete: 100 })) }));
    renderWizard(topic);
    expect(within(dialog()).getByText('You must complete all videos and activities before doing your assessment.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // The assessment itself was not opened, so no view is recorded.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens once the items say so, even before the reply counts catch up', () => {
    mockApi({ [viewKey]: { data: null } });
    // Counts from the server still say 0 done: the cache patch updates items, not totals.
    renderWizard(completedTopicFixture({ done_steps: 0, done_exercises: 0 }));
    expect(button('Next')).toBeInTheDocument();
  });

  describe('checking in again on a topic already assessed', () => {
    const dayMs = 24 * 60 * 60 * 1000;
    const medium = (time: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(time));
    const checkInsKey = 'GET /user_assessments';
    const checkInAt = (time: number, module_id = 1) => ({
      id: 7,
      module_id,
      quantitative_answer: 3,
      qualitative_answer_one: 'Breathing',
      qualitative_answer_two: 'Skipped',
      created_at: new Date(time).toISOString(),
    });

    it('within 30 days of the latest, says when the next opens instead of asking again', async () => {
      const latest = Date.now() - 5 * dayMs;
      const fetchMock = mockApi({ [viewKey]: { data: null }, [checkInsKey]: { data: [checkInAt(Date.now() - 90 * dayMs), checkInAt(latest), checkInAt(Date.now(), 2)] } });
      const { onClose } = renderWizard(completedTopicFixture({ user_assessment_completed: true }));
      expect(
        await within(dialog()).findByText(
          `You checked in on this topic on ${medium(latest)}. You can check in again from ${medium(latest + 30 * dayMs)}, whenever you feel ready.`,
        ),
      ).toBeInTheDocument();
      expect(within(dialog()).getByRole('link', { name: 'See your reflections' })).toHaveAttribute('href', '/progress');
      expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
      await userEvent.click(button('OK'));
      expect(onClose).toHaveBeenCalled();
      expect(callsTo(fetchMock, submitKey)).toBe(0);
    });

    it('after 30 days, opens with the date of the latest check-in and takes the new one', async () => {
      const latest = Date.now() - 31 * dayMs;
      const fetchMock = mockApi({ [viewKey]: { data: null }, [checkInsKey]: { data: [checkInAt(latest)] }, [submitKey]: saved });
      renderWizard(completedTopicFixture({ user_assessment_completed: true }));
      expect(
        await within(dialog()).findByText(
          `Your last check-in on this topic was on ${medium(latest)}. Answer again as you feel today, and see what has changed.`,
        ),
      ).toBeInTheDocument();
      await userEvent.click(button('Next'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Submit'));
      expect(await within(dialog()).findByText(/Your answers are saved/)).toBeInTheDocument();
      expect(callsTo(fetchMock, submitKey)).toBe(1);
    });

    it('says why when the server refuses a check-in as too soon', async () => {
      mockApi({ [viewKey]: { data: null }, [checkInsKey]: { data: [] }, [submitKey]: { status: 409, code: 'content.check_in_too_soon' } });
      renderWizard(completedTopicFixture({ user_assessment_completed: true }));
      await userEvent.click(button('Next'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Skip'));
      await userEvent.click(button('Submit'));
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/less than 30 days ago/);
    });

    it('does not ask for check-ins before the first assessment', async () => {
      const fetchMock = mockApi({ [viewKey]: { data: null } });
      renderWizard();
      await waitFor(() => expect(callsTo(fetchMock, viewKey)).toBe(1));
      expect(callsTo(fetchMock, checkInsKey)).toBe(0);
    });
  });
});
