// The studio's preview (decision 033): the members' content endpoints answer with the drafts only
// for staff whose roles open the content area and who ask with the preview header. Everyone else
// sending the header, whatever their role, gets the published program, and nobody's copy in
// memory ever holds a draft.
import { describe, expect, it } from 'vitest';
import { PreviewHeader, type TStudioItem } from '@innerway/domain';
import { asCookie } from '../../src/auth/account-testing.ts';
import { seedProgram } from '../../src/content/content-testing.ts';
import { setUpTestApp, type TestApp } from '../../src/test/harness.ts';
import { accountOf, roles, type TRole } from './people.ts';

let t: TestApp;
const draftTitle = 'A title only the studio has';
const draftFrench = 'Un titre que seul le studio connaît';

setUpTestApp(async (test) => {
  t = test;
  await seedProgram(t.db);
  const editor = asCookie((await accountOf(t.db, 'editor')).token);
  const item = (await t.app.inject({ method: 'GET', url: '/api/staff/content/topic/1', headers: editor })).json().data as TStudioItem;
  for (const [part, title] of [['en', draftTitle], ['fr', draftFrench]] as const) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/content/topic/1/drafts/${part}`,
      headers: editor,
      payload: { base_version: item.drafts[part].version, values: { ...item.published[part], title } },
    });
    expect(saved.statusCode).toBe(200);
  }
});

/** Every member read that carries topic 1's title, as text. */
async function reads(headers: Record<string, string>): Promise<string[]> {
  const urls = ['/api/modules', '/api/modules/1?fullDetail=1', '/api/translations?language=fr', '/api/exercises', '/api/extra_contents?groupby=featured'];
  return Promise.all(
    urls.map(async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    }),
  );
}

const previewers = ['admin', 'editor'] as const;
const others = roles.filter((role): role is Exclude<TRole, 'anonymous' | 'disabled' | 'admin' | 'editor'> => !(['anonymous', 'disabled', ...previewers] as TRole[]).includes(role));

describe('the preview header', () => {
  it.each(others)('is ignored for %s: the published program, never a draft', async (role) => {
    const headers = asCookie((await accountOf(t.db, role)).token);
    for (const access of ['full', 'trial', '1']) {
      for (const body of await reads({ ...headers, [PreviewHeader]: access })) {
        expect(body).not.toContain(draftTitle);
        expect(body).not.toContain(draftFrench);
      }
      // Nor does their own user reply change: their access is their own.
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { ...headers, [PreviewHeader]: access } });
      expect(me.json()).toEqual((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json());
    }
  });

  it.each(previewers)('gives %s the drafts when asked, and the published program otherwise', async (role) => {
    const headers = asCookie((await accountOf(t.db, role)).token);
    const previewed = await reads({ ...headers, [PreviewHeader]: 'full' });
    expect(previewed[1]).toContain(draftTitle);
    expect(previewed[2]).toContain(draftFrench);
    for (const body of await reads(headers)) expect(body).not.toContain(draftTitle);
    // Their own user reply answers as the member previewed.
    const me = async (access: string) => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { ...headers, [PreviewHeader]: access } })).json().data;
    expect(await me('trial')).toMatchObject({ is_admin: false, is_trial_mode: true });
    expect(await me('full')).toMatchObject({ is_admin: false, is_trial_mode: false });
    // The members' copy was not touched by the preview.
    for (const body of await reads(asCookie((await accountOf(t.db, 'full')).token))) expect(body).not.toContain(draftTitle);
  });

  it('answers a disabled editor 403 whatever the header says', async () => {
    const editor = await accountOf(t.db, 'editor');
    await t.pool.query('update users set is_disabled = true where id = $1', [editor.user.id]);
    const response = await t.app.inject({ method: 'GET', url: '/api/modules', headers: { ...asCookie(editor.token), [PreviewHeader]: 'full' } });
    expect(response.statusCode).toBe(403);
  });
});
