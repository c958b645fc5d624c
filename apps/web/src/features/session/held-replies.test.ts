import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { fullUser, trialUser } from '../../test/users';
import { keepHeldRepliesWithTheirViewer, sessionQueryKey } from '.';

const modulesKey = ['content', 'modules'];
const translationsKey = ['translations', 'fr'];

function holding(user: TUser | null) {
  const queryClient = new QueryClient();
  keepHeldRepliesWithTheirViewer(queryClient);
  queryClient.setQueryData(sessionQueryKey, user);
  queryClient.setQueryData(modulesKey, ['read for the first person']);
  queryClient.setQueryData(translationsKey, { fr: {} });
  return queryClient;
}

describe('held replies and their viewer', () => {
  it('drops every held reply when someone else signs in, after a lost session too', () => {
    const queryClient = holding(trialUser);
    queryClient.setQueryData(sessionQueryKey, null);
    expect(queryClient.getQueryData(modulesKey)).toEqual(['read for the first person']);
    queryClient.setQueryData(sessionQueryKey, { ...fullUser, id: trialUser.id + 1 });
    expect(queryClient.getQueryData(modulesKey)).toBeUndefined();
    expect(queryClient.getQueryData(translationsKey)).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ id: trialUser.id + 1 });
  });

  it('reads them again when the same person’s access changes, the translations too', () => {
    const queryClient = holding(trialUser);
    queryClient.setQueryData(sessionQueryKey, { ...trialUser, is_trial_mode: false });
    expect(queryClient.getQueryState(modulesKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(translationsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(modulesKey)).toEqual(['read for the first person']);
  });

  it('keeps them while the same person with the same access is read again', () => {
    const queryClient = holding(trialUser);
    queryClient.setQueryData(sessionQueryKey, { ...trialUser, name: 'Renamed' });
    expect(queryClient.getQueryState(modulesKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(modulesKey)).toEqual(['read for the first person']);
  });
});
