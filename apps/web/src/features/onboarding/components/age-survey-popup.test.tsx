import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeGroupLabel, type TUser } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { testUser } from '../../../test/users';
import { sessionQueryKey } from '../../session';
import type * as Analytics from '../../analytics';
import AgeSurveyPopup from './age-survey-popup';

const { useSelectContent } = vi.hoisted(() => ({ useSelectContent: vi.fn() }));
vi.mock('../../analytics', async (importOriginal) => ({ ...(await importOriginal<typeof Analytics>()), useSelectContent }));

const student: TUser = {
  ...testUser,
  institution_id: 4,
  institution_name: 'Maple Grove University',
  institution_code_id: 3,
  age_survey_status: 'NOT_YET_OFFERED',
};
const answered: TUser = { ...student, age_survey_status: 'COMPLETED' };

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 31, 9, 30));
  useSelectContent.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSurvey(replies: Parameters<typeof mockApi>[0] = {}, user = student) {
  const fetchMock = mockApi({
    'POST /age_surveys': { status: 201, data: { age_survey: { id: 1, response: 22, institution_code_id: 3, created_at: '' }, user: answered } },
    'PUT /users/7': { data: { ...student, age_survey_status: 'OFFERED_01312025' } },
    ...replies,
  });
  const onClose = vi.fn();
  const result = renderRoute(<AgeSurveyPopup user={user} onClose={onClose} />, { path: '/', user });
  return { ...result, fetchMock, onClose };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('AgeSurveyPopup', () => {
  it('offers the five age groups with their labels, and Submit waits for a choice', async () => {
    renderSurvey();
    const group = screen.getByRole('radiogroup', { name: 'How old are you?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(AgeGroupLabel));
    expect(screen.getByText(/Maple Grove University/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Choose an option to continue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '25 - 34' }));
    expect(submit()).toBeEnabled();
    expect(screen.queryByText('Choose an option to continue.')).not.toBeInTheDocument();
  });

  it('sends the chosen group with the code the person counts under, thanks them and closes with Done, recording nothing else', async () => {
    const { fetchMock, onClose, queryClient } = renderSurvey();
    await userEvent.click(screen.getByRole('radio', { name: '18 - 24' }));
    await userEvent.click(submit());
    const done = await screen.findByRole('button', { name: 'Done' });
    expect(screen.getByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for letting us know.');
    expect(document.activeElement).toBe(done);
    expect(sentBody(fetchMock, 'POST /age_surveys')).toEqual({ response: 22, institution_code_id: 3 });
    expect(queryClient.getQueryData<TUser>(sessionQueryKey)?.age_survey_status).toBe('COMPLETED');

    await userEvent.click(done);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'PUT /users/7')).toBe(0);
  });

  it('sends a null code id for someone linked without a code', async () => {
    const { fetchMock } = renderSurvey({}, { ...student, institution_code_id: null });
    await userEvent.click(screen.getByRole('radio', { name: 'Over 34' }));
    await userEvent.click(submit());
    await screen.findByRole('button', { name: 'Done' });
    expect(sentBody(fetchMock, 'POST /age_surveys')).toEqual({ response: 50, institution_code_id: null });
  });

  it('closing without answering records the day month first (OFFERED_MMDDYYYY)', async () => {
    const { fetchMock, onClose } = renderSurvey();
    await userEvent.click(screen.getByRole('radio', { name: 'Over 34' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ age_survey_status: 'OFFERED_01312025' }));
    expect(callsTo(fetchMock, 'POST /age_surveys')).toBe(0);
  });

  it("shows a failed save in the spec's words and lets the person try again", async () => {
    const { fetchMock } = renderSurvey({
      'POST /age_surveys': [
        { status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' },
        { status: 201, data: { age_survey: { id: 1, response: 200, institution_code_id: 3, created_at: '' }, user: answered } },
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: "I'd rather not say" }));
    await userEvent.click(submit());
    expect(
      await screen.findByText('There was a problem saving these changes: The service is temporarily unavailable. Please try again shortly.'),
    ).toBeInTheDocument();
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /age_surveys')).toBe(2);
  });

  it('takes an answer given on another device (409) as done, and refreshes the person', async () => {
    const { fetchMock } = renderSurvey({
      'POST /age_surveys': { status: 409, error: 'You have already answered the age survey.' },
      'GET /users/me': { data: answered },
    });
    await userEvent.click(screen.getByRole('radio', { name: '13 - 17' }));
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/me')).toBe(1));
  });

  it('reports itself as select_content AgeSurvey', () => {
    renderSurvey();
    expect(useSelectContent).toHaveBeenCalledWith('AgeSurvey');
  });
});
