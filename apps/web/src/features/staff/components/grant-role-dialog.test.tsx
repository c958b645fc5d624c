import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import StaffRolesRoute from '../routes/staff-roles-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const list = { people: [], institutions: [] };

describe('giving a staff role', () => {
  it('says every missing answer at the first attempt, sends nothing, then tells the admin the role was given', async () => {
    const fetchMock = mockApi({ 'GET /staff/roles': [{ data: list }, { data: list }], 'POST /staff/roles': { data: list } });
    renderRoute(<StaffRolesRoute />, { path: '/studio/staff', url: '/studio/staff', user: { ...fullUser, is_admin: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Give a role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Give a staff role' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Give the role' }));
    expect(dialog.getByLabelText("Their account's e-mail")).toHaveAccessibleDescription(/Oops, you need to enter an email!/);
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(/Please say why\./);
    expect(callsTo(fetchMock, 'POST /staff/roles')).toBe(0);

    await userEvent.type(dialog.getByLabelText("Their account's e-mail"), 'casey@example.com');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Joins the support team');
    await userEvent.click(dialog.getByRole('button', { name: 'Give the role' }));
    expect(await screen.findByText('casey@example.com now holds the role “Support”.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/roles')).toEqual({ email: 'casey@example.com', role: 'support', reason: 'Joins the support team', institution_id: null });
  });
});
