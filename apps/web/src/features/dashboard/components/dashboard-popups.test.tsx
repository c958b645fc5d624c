import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import type { TUser } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { testUser } from '../../../test/users';
import { firstTimeStorageKey } from '../../auth';
import { visitPopups } from '../../onboarding';
import { DashboardPopups } from './dashboard-popups';

/** Stands in for the dashboard's other popups (an item, the subscribe prompt), which follow the URL. */
function OtherPopup() {
  const [params, setParams] = useSearchParams();
  if (!params.has('featuredItemId') && params.get('subscribe') !== '1') return null;
  return (
    <div role="dialog" aria-label="Other popup">
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Close other popup
      </button>
    </div>
  );
}

// An institution user for whom both popups are due: the offer must win.
const student: TUser = {
  ...testUser,
  institution_id: 4,
  institution_name: 'Maple Grove University',
  tutorial_offer_status: 'NotYetOffered',
  age_survey_status: 'NOT_YET_OFFERED',
};

const offer = () => screen.findByRole('dialog', { name: 'Would you like a quick tour?' }, { timeout: 3000 });
const survey = () => screen.findByRole('dialog', { name: 'One quick question' }, { timeout: 3000 });
const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await initTestI18n('en');
  // Loaded ahead, so that 'nothing shows' below means nothing was chosen, not that its code was slow.
  await Promise.all([import('../../onboarding/components/tutorial-offer-flow'), import('../../onboarding/components/age-survey-popup')]);
});

/**
 * What the visit decided: DashboardPopups shows exactly the decided popup while it is open and
 * nothing is busy, so a decision of no popup (or a closed one) means no dialog of its own, with
 * no need to wait for a popup's code to show that it did not come.
 */
const decision = () => visitPopups.snapshot();
beforeEach(() => {
  visitPopups.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 31, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPopups(user: TUser, url = '/') {
  mockApi({ 'PUT /users/7': { data: { ...user, tutorial_offer_status: 'Offered_31012025' } } });
  return renderRoute(
    <>
      <DashboardPopups />
      <OtherPopup />
    </>,
    { path: '/', url, user },
  );
}

describe('DashboardPopups', () => {
  it('offers the tutorial before the age survey, and shows nothing more in the same visit', async () => {
    const first = renderPopups(student);
    await offer();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back to the dashboard later in the visit: the survey is due, but one popup per visit.
    first.unmount();
    renderPopups({ ...student, tutorial_offer_status: 'Offered_31012025' });
    expect(decision()).toEqual({ userId: student.id, popup: 'tutorialOffer', closed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the age survey on a visit where the tutorial offer is not due', async () => {
    renderPopups({ ...student, tutorial_offer_status: 'Offered_30012025' });
    expect(await survey()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Would you like a quick tour?' })).not.toBeInTheDocument();
  });

  it('never asks the age survey of someone not linked to an institution', async () => {
    renderPopups({ ...testUser, tutorial_offer_status: 'Completed', age_survey_status: 'NOT_YET_OFFERED' });
    await waitFor(() => expect(decision()).toEqual({ userId: testUser.id, popup: null, closed: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['/?featuredItemId=5&contentType=A', '/?subscribe=1'])('waits while another popup is open (%s)', async (url) => {
    renderPopups(student, url);
    expect(await screen.findByRole('dialog', { name: 'Other popup' })).toBeInTheDocument();
    // Rendered with the other popup, and nothing decided while it is open.
    expect(decision()).toBeNull();
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual(['Other popup']);
    await userEvent.click(screen.getByRole('button', { name: 'Close other popup' }));
    expect(await offer()).toBeInTheDocument();
  });

  it('right after registering, opens the introduction tutorial once and offers the tour when it closes', async () => {
    window.localStorage.setItem(firstTimeStorageKey, '1');
    renderPopups(student);
    await waitFor(() => expect(location()).toBe('/?featuredItemId=0&contentType=R'));
    expect(window.localStorage.getItem(firstTimeStorageKey)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Other popup' })).toBeInTheDocument();
    expect(decision()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Would you like a quick tour?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close other popup' }));
    expect(await offer()).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
