import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { meditation, reachTopic, reachWithFrenchDraft, tree } from '../test/studio-fixtures';
import ItemRoute from './item-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});
afterEach(() => vi.restoreAllMocks());

const renderEditor = (url = '/studio/content/topic/6') => renderRoute(<ItemRoute />, { path: '/studio/content/:kind/:id', url, user: fullUser });
const column = (name: string) => screen.getByRole('region', { name });
const noRevisions = { data: { revisions: [] } };

describe('the item editor', () => {
  it('offers each language once among the landmarks, the media columns being named forms', async () => {
    mockApi({ 'GET /staff/content/activity/14': { data: meditation }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/activity/14/revisions': noRevisions });
    renderEditor('/studio/content/activity/14');
    expect(await screen.findByRole('form', { name: 'Media in French' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'French' })).toHaveLength(1);
  });

  it('offers no recordings for a journaling activity, saying only meditations have them', async () => {
    const journaling = { ...meditation, published: { ...meditation.published, fields: { ...meditation.published.fields, activity_type: 3 } } };
    mockApi({ 'GET /staff/content/activity/14': { data: journaling }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/activity/14/revisions': noRevisions });
    renderEditor('/studio/content/activity/14');
    expect(await screen.findByText(/^Only meditations have recordings and a transcript/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Media in French' })).not.toBeInTheDocument();
    expect(screen.queryByText(/female voice/i)).not.toBeInTheDocument();
  });

  it('says of an item members have never had that they will see it once published', async () => {
    mockApi({ 'GET /staff/content/topic/6': { data: { ...reachTopic, status: 'unpublished' } }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/topic/6/revisions': noRevisions });
    renderEditor();
    const french = within(await screen.findByRole('region', { name: 'French' }));
    expect(french.getByText('Nothing saved yet; members will see this item once it is published.')).toBeInTheDocument();
    expect(screen.queryByText('As members see it.')).not.toBeInTheDocument();
  });

  it('shows the three languages side by side, each column in its language', async () => {
    mockApi({ 'GET /staff/content/topic/6': { data: reachTopic }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/topic/6/revisions': noRevisions });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reach' })).toBeInTheDocument();
    for (const [name, lang, title] of [
      ['English', 'en', 'Reach'],
      ['French', 'fr', 'Tendre la main'],
      ['Spanish', 'es', 'Acercarte'],
    ] as const) {
      expect(column(name)).toHaveAttribute('lang', lang);
      expect(within(column(name)).getByLabelText(`Title (${name})`)).toHaveValue(title);
    }
    expect(await screen.findByText('No revisions yet: each publish from the studio is listed here, with who made it and when.')).toBeInTheDocument();
  });

  it('saves French as its own draft, based on the version it started from, and nothing else', async () => {
    const fetchMock = mockApi({
      'GET /staff/content/topic/6': { data: reachTopic },
      'GET /staff/content/tree': { data: tree },
      'GET /staff/content/topic/6/revisions': noRevisions,
      'PUT /staff/content/topic/6/drafts/fr': { data: reachWithFrenchDraft },
    });
    renderEditor();
    const french = within(await screen.findByRole('region', { name: 'French' }));
    await userEvent.clear(french.getByLabelText('Title (French)'));
    await userEvent.type(french.getByLabelText('Title (French)'), 'Tendre la main, autrement');
    expect(french.getByText('Changes not saved yet.')).toBeInTheDocument();
    await userEvent.click(french.getByRole('button', { name: 'Save French' }));
    expect(await french.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /staff/content/topic/6/drafts/fr')).toEqual({ base_version: 2, values: { ...reachTopic.published.fr, title: 'Tendre la main, autrement' } });
    expect(callsTo(fetchMock, 'PUT /staff/content/topic/6/drafts/es') + callsTo(fetchMock, 'PUT /staff/content/topic/6/drafts/en')).toBe(0);
    expect(french.getByText(/^Draft saved by editor@example\.com/)).toBeInTheDocument();
  });

  it('says beside the field what is wrong before anything is sent', async () => {
    const fetchMock = mockApi({ 'GET /staff/content/topic/6': { data: reachTopic }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/topic/6/revisions': noRevisions });
    renderEditor();
    const english = within(await screen.findByRole('region', { name: 'English' }));
    await userEvent.clear(english.getByLabelText('Title (English)'));
    await userEvent.click(english.getByRole('button', { name: 'Save English' }));
    expect(await english.findByLabelText('Title (English)')).toHaveAccessibleDescription('Please fill in Title.');
    expect(callsTo(fetchMock, 'PUT /staff/content/topic/6/drafts/en')).toBe(0);
  });

  it('shows both versions when another editor saved first, and saves the chosen mix on theirs', async () => {
    const theirs = reachWithFrenchDraft.drafts.fr;
    const fetchMock = mockApi({
      'GET /staff/content/topic/6': { data: reachTopic },
      'GET /staff/content/tree': { data: tree },
      'GET /staff/content/topic/6/revisions': noRevisions,
      'PUT /staff/content/topic/6/drafts/fr': [
        { status: 409, code: 'content.edit_conflict', data: { stale: [{ kind: 'topic', id: 6, part: 'fr', draft: theirs }] } },
        { data: reachWithFrenchDraft },
      ],
    });
    renderEditor();
    const french = within(await screen.findByRole('region', { name: 'French' }));
    await userEvent.clear(french.getByLabelText('Subtitle (French)'));
    await userEvent.type(french.getByLabelText('Subtitle (French)'), 'Vers les autres');
    await userEvent.click(french.getByRole('button', { name: 'Save French' }));

    expect(await french.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
    // Taken to the explanation, which may be far above the button that was pressed.
    expect(french.getByRole('region', { name: 'Someone else saved this in the meantime' })).toHaveFocus();
    // Both versions of each field that differs: their title, my subtitle.
    const title = french.getByRole('radiogroup', { name: 'Keep for Title' });
    expect(french.getByText('Tendre la main, autrement')).toBeInTheDocument();
    expect(french.getByText('Vers les autres', { selector: 'span' })).toBeInTheDocument();
    // What I typed is still in the form.
    expect(french.getByLabelText('Subtitle (French)')).toHaveValue('Vers les autres');

    await userEvent.click(within(title).getByLabelText('Theirs'));
    await userEvent.click(french.getByRole('button', { name: 'Save my choices' }));
    expect(await french.findByText('Saved as a draft.')).toBeInTheDocument();
    const [, second] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(second![1]!.body))).toEqual({
      base_version: 3,
      values: { ...reachTopic.published.fr, title: 'Tendre la main, autrement', subtitle: 'Vers les autres' },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi({ 'GET /staff/content/topic/6': { data: reachTopic }, 'GET /staff/content/tree': { data: tree }, 'GET /staff/content/topic/6/revisions': noRevisions });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    await userEvent.type(await screen.findByLabelText('Title (Spanish)'), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Program' }));
    expect(confirm).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
    expect(screen.getByTestId('location')).toHaveTextContent('/studio/content/topic/6');
  });

  it("says when the program's choices could not be loaded, and loads them again on request", async () => {
    mockApi({
      'GET /staff/content/topic/6': { data: reachTopic },
      'GET /staff/content/tree': [{ status: 500, code: 'server.internal' }, { data: tree }],
      'GET /staff/content/topic/6/revisions': noRevisions,
    });
    renderEditor();
    const fields = within(await screen.findByRole('form', { name: 'Settings' }));
    expect(await fields.findByText(/^The program could not be loaded/)).toBeInTheDocument();
    expect(fields.queryByText('No resources yet.')).not.toBeInTheDocument();
    await userEvent.click(fields.getByRole('button', { name: 'Try Again' }));
    expect(await fields.findByRole('checkbox', { name: 'A book on listening (Book)' })).toBeInTheDocument();
    expect(fields.queryByText(/^The program could not be loaded/)).not.toBeInTheDocument();
  });

  it('says so for an item that does not exist', async () => {
    mockApi({ 'GET /staff/content/topic/99': { status: 404, code: 'request.not_found' } });
    renderEditor('/studio/content/topic/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such item in the program.');
  });

  it('restores an earlier version as a draft, from the versions it was shown', async () => {
    const revision = (number: number, title: string) => ({
      number,
      at: '2026-11-20T10:00:00.000Z',
      actor_email: 'editor@example.com',
      parts: ['fr'],
      note: number === 1 ? 'First French' : '',
      snapshot: { fields: {}, en: { title: 'Reach' }, fr: { title }, es: { title: 'Acercarte' } },
    });
    const fetchMock = mockApi({
      'GET /staff/content/topic/6': { data: reachTopic },
      'GET /staff/content/tree': { data: tree },
      'GET /staff/content/topic/6/revisions': { data: { revisions: [revision(2, 'Tendre la main'), revision(1, 'Aller vers')] } },
      'POST /staff/content/topic/6/revisions/1/restore': { data: reachWithFrenchDraft },
    });
    renderEditor();
    expect(await screen.findByText('Note: First French')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore as a draft' }));
    expect(await screen.findByText('Version 1 is now a draft. Check it, then publish it.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/content/topic/6/revisions/1/restore')).toEqual({ base_versions: { fields: 0, en: 0, fr: 2, es: 0 } });
  });

  describe('media', () => {
    const renderMeditation = (replies: Parameters<typeof mockApi>[0] = {}) => {
      const fetchMock = mockApi({
        'GET /staff/content/activity/14': { data: meditation },
        'GET /staff/content/tree': { data: tree },
        'GET /staff/content/activity/14/revisions': noRevisions,
        ...replies,
      });
      renderEditor('/studio/content/activity/14');
      return fetchMock;
    };
    const mediaColumn = async (name: string) => within(await screen.findByRole('form', { name: `Media in ${name}` }));

    it('shows each language’s recordings with the length read from the file, and saves French as keys only', async () => {
      const fetchMock = renderMeditation({ 'PUT /staff/content/activity/14/drafts/fr': { data: meditation } });
      const french = await mediaColumn('French');
      expect(french.getByText('Length 2:43, read from the file.')).toBeInTheDocument();
      expect(french.getByLabelText('Play Meditation, female voice (French)')).toHaveAttribute('src', '/api/content_media/audio/meditation-14-female-fr.mp3');
      expect(french.queryByRole('spinbutton')).not.toBeInTheDocument();

      // Remove the French female voice, then save French from the media column.
      const female = french.getByText('Meditation, female voice (French)', { selector: 'label' }).parentElement!;
      await userEvent.click(within(female).getByRole('button', { name: 'Remove' }));
      await userEvent.click(french.getByRole('button', { name: 'Save French' }));
      expect(await french.findByText('Saved as a draft.')).toBeInTheDocument();
      const sent = sentBody(fetchMock, 'PUT /staff/content/activity/14/drafts/fr') as { base_version: number; values: Record<string, unknown> };
      expect(sent).toEqual({
        base_version: 4,
        values: { ...meditation.published.fr, media: { ...((meditation.published.fr as { media: object }).media), female_audio_key: null } },
      });
      expect(JSON.stringify(sent)).not.toContain('duration');
      expect(callsTo(fetchMock, 'PUT /staff/content/activity/14/drafts/es') + callsTo(fetchMock, 'PUT /staff/content/activity/14/drafts/en')).toBe(0);
    });

    it('shows the server’s problem with a file beside its field', async () => {
      renderMeditation({
        'PUT /staff/content/activity/14/drafts/fr': {
          status: 422,
          code: 'media.kind_wrong' as never,
          error: 'Female voice does not take this kind of file.',
          data: { field: 'male_audio_key' },
        },
      });
      const french = await mediaColumn('French');
      const male = french.getByText('Meditation, male voice (French)', { selector: 'label' }).parentElement!;
      await userEvent.click(within(male).getByRole('button', { name: 'Remove' }));
      await userEvent.click(french.getByRole('button', { name: 'Save French' }));
      const problem = 'Male voice does not take this kind of file. Upload the kind this field asks for.';
      expect(await french.findByText(problem)).toBeInTheDocument();
      expect(french.getByLabelText('Meditation, male voice (French)')).toHaveAccessibleDescription(expect.stringContaining(problem));
      expect((await mediaColumn('English')).queryByText(problem)).not.toBeInTheDocument();
    });
  });
});
