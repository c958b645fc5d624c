import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBundleOverview, TBundlePlan } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import BundlesRoute from './bundles-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const overview: TBundleOverview = {
  format_version: 1,
  limits: { archive_bytes: 512 * 1024 * 1024 },
  topics: [
    { uid: '11111111-1111-1111-1111-111111111111', title: 'Connect', publish_status: 1 },
    { uid: '33333333-3333-3333-3333-333333333333', title: 'Past', publish_status: 2 },
  ],
};
const plan: TBundlePlan = {
  upload_id: 'c'.repeat(32),
  scope: 'program',
  exported_at: '2026-11-26T12:00:00.000Z',
  archive_absent: false,
  base_hash: 'a'.repeat(64),
  bundle_hash: 'b'.repeat(64),
  counts: { create: 1, update: 1, unchanged: 1, archive: 0 },
  new_media: 2,
  items: [
    { kind: 'step', uid: '44444444-4444-4444-4444-444444444444', title: 'A new breath', action: 'create', fields: [], languages: [] },
    {
      kind: 'topic',
      uid: '33333333-3333-3333-3333-333333333333',
      title: 'Past',
      action: 'update',
      fields: ['hue'],
      languages: [{ language: 'fr', fields: ['title', 'body'] }],
    },
    { kind: 'segment', uid: '55555555-5555-5555-5555-555555555555', title: 'Looking back', action: 'unchanged', fields: [], languages: [] },
  ],
};
const bundleFile = () => new File([new Uint8Array([80, 75, 3, 4])], 'innerway-program.zip', { type: 'application/zip' });
const renderBundles = () => renderRoute(<BundlesRoute />, { path: '/studio/content/bundles', user: { ...fullUser, is_admin: true } });

describe('the bundles screen', () => {
  it('offers the whole program and each topic for download', async () => {
    mockApi({ 'GET /staff/content/bundles': { data: overview } });
    renderBundles();
    // One of the studio's sections: the others are a tab away, as from every studio screen.
    const sections = screen.getByRole('navigation', { name: 'Content studio' });
    expect(within(sections).getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/studio/content');
    expect(within(sections).getByRole('link', { name: 'Import and export' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Download the whole program' })).toHaveAttribute('href', '/api/staff/content/bundles/export');
    const topic = await screen.findByRole('combobox', { name: 'One topic' });
    expect(within(topic).getByRole('option', { name: 'Past (archived)' })).toBeInTheDocument();
    await userEvent.selectOptions(topic, 'Past (archived)');
    expect(screen.getByRole('link', { name: 'Download this topic' })).toHaveAttribute(
      'href',
      '/api/staff/content/bundles/export?topic=33333333-3333-3333-3333-333333333333',
    );
  });

  it('says when the topics cannot be loaded, and when there are none', async () => {
    mockApi({ 'GET /staff/content/bundles': [{ status: 500, code: 'server.internal' }, { data: { ...overview, topics: [] } }] });
    renderBundles();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The topics could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no topics yet: the program’s bundle holds its resources only.')).toBeInTheDocument();
  });

  it('asks for a file before previewing', async () => {
    const fetchMock = mockApi({ 'GET /staff/content/bundles': { data: overview } });
    renderBundles();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }));
    expect(screen.getByLabelText('Bundle file (.zip)')).toHaveAccessibleDescription('Choose a bundle file first.');
    expect(callsTo(fetchMock, 'POST /staff/content/bundles/preview')).toBe(0);
  });

  it('previews every change per item and language, then imports after confirmation', async () => {
    const fetchMock = mockApi({
      'GET /staff/content/bundles': { data: overview },
      'POST /staff/content/bundles/preview': { data: plan },
      'POST /staff/content/bundles/apply': { data: { counts: plan.counts, new_media: 2 } },
    });
    renderBundles();
    await userEvent.upload(screen.getByLabelText('Bundle file (.zip)'), bundleFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }));

    const table = await screen.findByRole('table', { name: 'Changes per item' });
    expect(within(table).getByRole('row', { name: /Video step A new breath Create New on this server/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Topic Past Update Fields: colour French: title, text/ })).toBeInTheDocument();
    expect(within(table).queryByText('Looking back')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show the unchanged items too' }));
    expect(within(table).getByRole('row', { name: /Segment Looking back Unchanged/ })).toBeInTheDocument();

    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/preview'))!;
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/zip');
    expect(init!.body).toBeInstanceOf(Blob);

    await userEvent.click(screen.getByRole('button', { name: 'Import these changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import this bundle?' });
    expect(dialog).toHaveTextContent('1 to create, 1 to update, 0 to archive.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note for the audit log/ }), 'Spring edition');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 1 created, 1 updated, 0 archived, 2 new media files.');
    // The apply names the upload the preview kept: the file is sent once.
    expect(sentBody(fetchMock, 'POST /staff/content/bundles/apply')).toEqual({
      upload_id: plan.upload_id,
      archive_absent: false,
      base_hash: plan.base_hash,
      bundle_hash: plan.bundle_hash,
      note: 'Spring edition',
    });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.body instanceof Blob)).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why a bundle is refused, in the reader’s language', async () => {
    mockApi({
      'GET /staff/content/bundles': { data: overview },
      'POST /staff/content/bundles/preview': {
        status: 422,
        code: 'content.bundle_version' as never,
        error: 'This bundle is format version 2; this server reads version 1 only.',
        data: { version: 2, supported: 1 },
      },
    });
    await initTestI18n('fr');
    renderBundles();
    await userEvent.upload(screen.getByLabelText('Fichier du lot (.zip)'), bundleFile());
    await userEvent.click(screen.getByRole('button', { name: 'Prévisualiser les changements' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce lot ne peut pas être importé');
    expect(alert).toHaveTextContent('Ce lot est au format version 2 ; ce serveur ne lit que la version 1.');
  });

  it('names a refused file and its problem, both in the reader’s language', async () => {
    mockApi({
      'GET /staff/content/bundles': { data: overview },
      'POST /staff/content/bundles/preview': {
        status: 422,
        code: 'content.bundle_media_refused' as never,
        error: 'The file audio/a.mp3 of this bundle was refused: This file is not an MP3 recording.',
        data: { key: 'audio/a.mp3', problem: 'media.not_audio' },
      },
    });
    await initTestI18n('fr');
    renderBundles();
    await userEvent.upload(screen.getByLabelText('Fichier du lot (.zip)'), bundleFile());
    await userEvent.click(screen.getByRole('button', { name: 'Prévisualiser les changements' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le fichier audio/a.mp3 de ce lot a été refusé : Ce fichier n'est pas un enregistrement MP3.");
  });

  it('says so when the bundle changes nothing, and when the content changed since the preview', async () => {
    const unchanged = { ...plan, counts: { create: 0, update: 0, unchanged: 3, archive: 0 }, items: plan.items.map((item) => ({ ...item, action: 'unchanged' as const })) };
    mockApi({
      'GET /staff/content/bundles': { data: overview },
      'POST /staff/content/bundles/preview': [{ data: unchanged }, { data: plan }],
      'POST /staff/content/bundles/apply': { status: 409, code: 'content.bundle_stale' },
    });
    renderBundles();
    await userEvent.upload(screen.getByLabelText('Bundle file (.zip)'), bundleFile());
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }));
    expect(await screen.findByText('This bundle matches the content here: importing it would change nothing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import these changes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import these changes' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The import did not happen');
    expect(alert).toHaveTextContent('The content changed since this preview. Preview the bundle again.');
    expect(screen.getByRole('table', { name: 'Changes per item' })).toBeInTheDocument();
  });
});
