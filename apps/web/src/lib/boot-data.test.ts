import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiReadPath, BootData } from '@innerway/domain';
import { apiGet, apiPut } from './api-client';
import { dropBootReplies, forgetBootReplies, takeBootReply } from './boot-data';

const fetchMock = vi.fn<typeof fetch>();

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BootData.elementId;
  element.textContent = text;
  document.body.append(element);
}

beforeEach(() => {
  forgetBootReplies();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: 'from the API', error: null })));
});

afterEach(() => {
  document.getElementById(BootData.elementId)?.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('replies carried by the page', () => {
  it('answer the first read of their path without a request, then the API answers', async () => {
    pageCarries(JSON.stringify({ [ApiReadPath.modules]: [{ id: 1 }], [ApiReadPath.session]: null }));
    await expect(apiGet(ApiReadPath.session)).resolves.toBeNull();
    await expect(apiGet(ApiReadPath.modules)).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).not.toHaveBeenCalled();

    await expect(apiGet(ApiReadPath.modules)).resolves.toBe('from the API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Read once: the element leaves the page.
    expect(document.getElementById(BootData.elementId)).toBeNull();
  });

  it('never stand in for another path, query string included', async () => {
    pageCarries(JSON.stringify({ [ApiReadPath.module(1, true)]: { id: 1 } }));
    expect(takeBootReply(ApiReadPath.module(1, false))).toBeNull();
    await expect(apiGet(ApiReadPath.module(1, false))).resolves.toBe('from the API');
  });

  it('are dropped by any change the person makes, and by signing out', async () => {
    pageCarries(JSON.stringify({ [ApiReadPath.modules]: [{ id: 1 }], [ApiReadPath.session]: { id: 7 } }));
    await apiPut('/steps/1/progress', { progress: 100, time: 0 });
    await expect(apiGet(ApiReadPath.modules)).resolves.toBe('from the API');

    forgetBootReplies();
    pageCarries(JSON.stringify({ [ApiReadPath.modules]: [{ id: 1 }] }));
    dropBootReplies();
    expect(takeBootReply(ApiReadPath.modules)).toBeNull();
    expect(document.getElementById(BootData.elementId)).toBeNull();
  });

  it('are not used once the page is older than their lifetime', async () => {
    pageCarries(JSON.stringify({ [ApiReadPath.modules]: [] }));
    vi.spyOn(performance, 'now').mockReturnValue(BootData.lifetimeMs + 1);
    await expect(apiGet(ApiReadPath.modules)).resolves.toBe('from the API');
  });

  it('cost only their saving when damaged or missing', async () => {
    pageCarries('{"/modules": [');
    expect(takeBootReply(ApiReadPath.modules)).toBeNull();
    forgetBootReplies();
    expect(takeBootReply(ApiReadPath.modules)).toBeNull();
  });
});
