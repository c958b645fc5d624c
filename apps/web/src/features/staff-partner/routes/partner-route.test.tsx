import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { TPartnerReport } from '@innerway/domain';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import PartnerRoute from './partner-route';

const path = '/studio/partner';
const open = (url = path) => renderRoute(<PartnerRoute />, { path, url });

const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: `2026-09-${String(7 + index).padStart(2, '0')}`,
  joined: null,
  active: index === 11 ? 30 : null,
}));

const report: TPartnerReport = {
  institution: { id: 7, name: 'Demo University' },
  k_floor: 10,
  members: 40,
  joined_before: null,
  weeks,
  topics: [
    { topic_id: 1, title: 'Stress', started: 30, completed: 15, activities_done: 45, average_rating: 4.5 },
    { topic_id: 2, title: 'Sleep', started: null, completed: null, activities_done: null, average_rating: null },
  ],
  age_groups: [
    { age_group: 15, members: null },
    { age_group: 22, members: 12 },
    { age_group: 32, members: null },
    { age_group: 50, members: null },
    { age_group: 200, members: null },
    { age_group: null, members: 15 },
  ],
};

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});
afterEach(() => i18n.changeLanguage('en'));

describe('the partner report screen', () => {
  it('shows a manager’s one institution at once, with suppressed figures marked and the rule explained', async () => {
    mockApi({
      'GET /staff/partner/institutions': { data: [{ id: 7, name: 'Demo University' }] },
      'GET /staff/institutions/7/report': { data: report },
    });
    open();
    const topics = await screen.findByRole('table', { name: 'Topics' });
    const sleep = within(topics).getByRole('row', { name: /Sleep/ });
    expect(within(sleep).getAllByText('hidden to protect members’ privacy')).toHaveLength(4);
    const stress = within(topics).getByRole('row', { name: /Stress/ });
    expect(stress).toHaveTextContent('Stress3015454.5');
    expect(screen.getByText('Only groups of 10 members or more')).toBeInTheDocument();
    expect(screen.getByText(/A figure about fewer than 10 members is hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/institutions/7/report.csv');
    const ages = screen.getByRole('table', { name: 'Age groups' });
    expect(within(ages).getByRole('row', { name: /18 - 24/ })).toHaveTextContent('12');
    expect(within(ages).getByRole('row', { name: /Not answered yet/ })).toHaveTextContent('15');
    // Each table's scrolling region is the one landmark of its name: its section is not another.
    for (const title of ['Members per week', 'Topics', 'Age groups']) expect(screen.getAllByRole('region', { name: title })).toHaveLength(1);
  });

  it('names topics in the reader’s language, as the member screens do', async () => {
    await i18n.changeLanguage('fr');
    mockApi({
      'GET /staff/partner/institutions': { data: [{ id: 7, name: 'Demo University' }] },
      'GET /staff/institutions/7/report': { data: report },
      'GET /translations': { data: { fr: { module: { '1': { title: 'Le stress' } } } } },
    });
    open();
    const topics = await screen.findByRole('table', { name: 'Thèmes' });
    expect(await within(topics).findByRole('rowheader', { name: 'Le stress' })).toBeInTheDocument();
    // A topic without a translation keeps its English title.
    expect(within(topics).getByRole('rowheader', { name: 'Sleep' })).toBeInTheDocument();
  });

  it('asks someone who may read several institutions to choose, then shows the one chosen', async () => {
    const fetchMock = mockApi({
      'GET /staff/partner/institutions': { data: [{ id: 7, name: 'Demo University' }, { id: 8, name: 'Other College' }] },
      'GET /staff/institutions/7/report': { data: report },
    });
    open();
    expect(await screen.findByText('Choose an institution to see its report.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/institutions/7/report')).toBe(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Institution' }), 'Demo University');
    expect(await screen.findByRole('heading', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/studio/partner?institution=7');
  });

  it('says so when there is no institution to report on', async () => {
    mockApi({ 'GET /staff/partner/institutions': { data: [] } });
    open();
    expect(await screen.findByText('There is no institution whose report you can read.')).toBeInTheDocument();
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    const fetchMock = mockApi({
      'GET /staff/partner/institutions': { data: [{ id: 7, name: 'Demo University' }] },
      'GET /staff/institutions/7/report': [{ status: 403, code: 'auth.forbidden' }, { data: report }],
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Topics' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/institutions/7/report')).toBe(2);
  });

  it('speaks French', async () => {
    await initTestI18n('fr');
    mockApi({
      'GET /staff/partner/institutions': { data: [{ id: 7, name: 'Demo University' }] },
      'GET /staff/institutions/7/report': { data: report },
    });
    open();
    expect(await screen.findByText('Uniquement des groupes d’au moins 10 membres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le CSV' })).toBeInTheDocument();
  });
});
