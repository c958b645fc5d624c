import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../auth/test/test-user';
import { ProfileSection } from './profile-section';

/** The edit form's code as the network brings it: each import waits for `arrival`, then fails while `online` is false. */
const network = vi.hoisted(() => ({ online: false, arrival: Promise.resolve() }));
vi.mock('./profile-edit-form', async (importOriginal) => {
  await network.arrival;
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const networkText = 'We could not reach the server. Check your connection and try again.';

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileSection without a connection', () => {
  it('keeps Edit busy while the form’s code comes, says when it cannot come, and loads it on the next press', async () => {
    let arrive!: () => void;
    network.arrival = new Promise<void>((resolve) => (arrive = resolve));
    renderRoute(<ProfileSection user={testUser} />, { path: '/users/me', user: testUser });
    const edit = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    expect(edit).toHaveAttribute('aria-busy', 'true');
    // Chromium moves the focus off a button that becomes disabled.
    edit.blur();

    arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent(networkText);
    expect(edit).toBeEnabled();
    expect(edit).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();

    network.online = true;
    await userEvent.click(edit);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
