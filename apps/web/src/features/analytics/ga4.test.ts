import { afterEach, describe, expect, it } from 'vitest';
import { forwardToGa4 } from './ga4';

const gtagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

afterEach(() => {
  for (const script of gtagScripts()) script.remove();
  delete window.gtag;
  delete window.dataLayer;
});

describe('forwardToGa4', () => {
  it('loads nothing of Google when no measurement id is configured', () => {
    forwardToGa4(null, 'login', { method: 'email' });
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag once for a measurement id and passes each event on, without its own page views', () => {
    forwardToGa4('G-TEST1234', 'login', { method: 'email' });
    forwardToGa4('G-TEST1234', 'select_content', { content_type: 'Song', item_id: '3' });
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST1234', { send_page_view: false }],
      ['event', 'login', { method: 'email' }],
      ['event', 'select_content', { content_type: 'Song', item_id: '3' }],
    ]);
  });
});
