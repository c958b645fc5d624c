import '../../test/auth-mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

beforeAll(async () => {
  await initTestI18n();
});

describe('main navigation', () => {
  it('lists the five sections in order and marks the current one', async () => {
    renderApp('/topic_overview/3', testUser);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual(['1Dashboard', '2Library', '3Resources', '4Progress', '5Account']);
    expect(within(nav).getByRole('link', { name: /Library/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).not.toHaveAttribute('aria-current');
  });

  it('moves the mark when another section is chosen', async () => {
    renderApp('/dashboard', testUser);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: /Resources/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Resources/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).not.toHaveAttribute('aria-current');
  });
});
