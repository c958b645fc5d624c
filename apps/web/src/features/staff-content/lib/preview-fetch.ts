import { PreviewHeader, type TPreviewAccess } from '@innerway/domain';

let installed = false;

/**
 * Inside the preview frame only: every call this page makes to the API from now on asks for the
 * draft view, as a member of the given access would see it. The member app in the frame is the
 * members' own code, unchanged; the server honours the header only for staff with the content
 * area. Once per page: the frame is reloaded for another access.
 */
export function askForDraftsFromNowOn(access: TPreviewAccess): void {
  if (installed) return;
  installed = true;
  const send = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return send(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(PreviewHeader, access);
    return send(input, { ...init, headers });
  };
}
