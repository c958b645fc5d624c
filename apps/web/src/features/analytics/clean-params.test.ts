import { describe, expect, it } from 'vitest';
import type { TAnalyticsParams } from '@innerway/domain';
import { cleanParams } from './clean-params';

describe('cleanParams', () => {
  it('keeps only the allow-listed keys: an e-mail or a name never leaves', () => {
    const sneaky = { method: 'email', email: 'ana@example.com', name: 'Ana Reyes', user: { id: 7 } } as unknown as TAnalyticsParams['login'];
    expect(cleanParams('login', sneaky)).toEqual({ method: 'email' });
    expect(cleanParams('tutorial_begin', { name: 'Ana' } as unknown as TAnalyticsParams['tutorial_begin'])).toEqual({});
  });

  it('sends item ids as text and drops values that are not text', () => {
    const params = { content_type: 'Meditation', item_id: 12 } as unknown as TAnalyticsParams['select_content'];
    expect(cleanParams('select_content', params)).toEqual({ content_type: 'Meditation', item_id: '12' });
    const odd = { content_type: 'Song', item_id: { id: 3 } } as unknown as TAnalyticsParams['select_content'];
    expect(cleanParams('select_content', odd)).toEqual({ content_type: 'Song' });
  });

  it('bounds the page title and puts the screen name in place of one holding an e-mail address', () => {
    const view = (page_title: string): TAnalyticsParams['screen_view'] => ({ screen_name: 'Dashboard', screen_class: 'DashboardRoute', page_title });
    expect(cleanParams('screen_view', view('  Innerway - Dashboard  ')).page_title).toBe('Innerway - Dashboard');
    expect(cleanParams('screen_view', view('x'.repeat(500))).page_title).toHaveLength(200);
    expect(cleanParams('screen_view', view('Hi ana@example.com')).page_title).toBe('Dashboard');
    expect(cleanParams('screen_view', view('   ')).page_title).toBe('Dashboard');
  });
});
