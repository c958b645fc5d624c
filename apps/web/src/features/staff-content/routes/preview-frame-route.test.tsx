import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PreviewHeader } from '@innerway/domain';
import { sessionQueryKey } from '../../session';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import PreviewFrameRoute from './preview-frame-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});
afterEach(() => vi.restoreAllMocks());

describe('the preview frame', () => {
  it('reads the user again with the preview header before it opens the member screen', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const editor = { ...fullUser, is_admin: true };
    const previewed = { ...editor, is_admin: false, is_trial_mode: true };
    const fetchMock = mockApi({ 'GET /users/me': { data: previewed } });
    const { queryClient } = renderRoute(<PreviewFrameRoute />, { path: '/studio/content/preview-frame', url: '/studio/content/preview-frame?path=/dashboard&language=en&access=trial', user: editor });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(previewed);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/users/me'))!;
    expect(new Headers(init?.headers).get(PreviewHeader)).toBe('trial');
  });
});
