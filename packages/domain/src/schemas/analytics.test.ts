import { describe, expect, it } from 'vitest';
import { AnalyticsLimits, AnalyticsParamKeys, looksLikeEmail, screenNames, selectContentTypes } from '../analytics.ts';
import { ZAnalyticsBatch, ZAnalyticsDailyQuery, ZAnalyticsEvent, ZAnalyticsEventsQuery } from './analytics.ts';

const at = '2024-03-15T10:00:00.000Z';
const screenView = (params: Record<string, unknown>) => ({
  name: 'screen_view',
  params: { screen_name: 'Dashboard', screen_class: 'DashboardRoute', page_title: 'Innerway - Dashboard', ...params },
  at,
});
const ok = (events: unknown[]) => ZAnalyticsBatch.safeParse({ events }).success;

describe('ZAnalyticsBatch', () => {
  it('takes every event of spec section 7 with its parameters', () => {
    expect(
      ok([
        { name: 'login', params: { method: 'email' }, at },
        { name: 'sign_up', params: { method: 'email' }, at },
        { name: 'tutorial_begin', params: {}, at },
        { name: 'tutorial_complete', params: {}, at },
        { name: 'select_content', params: { content_type: 'Meditation', item_id: '12' }, at },
        { name: 'select_content', params: { content_type: 'Subscribe' }, at },
        screenView({}),
      ]),
    ).toBe(true);
  });

  it('takes every screen name and content kind of the spec (and My journal), and no other', () => {
    // The spec's 15 screens and My journal (decision 019).
    expect(screenNames).toHaveLength(16);
    expect(selectContentTypes).toHaveLength(12);
    for (const screen_name of screenNames) expect(ok([screenView({ screen_name })]), screen_name).toBe(true);
    for (const content_type of selectContentTypes) {
      expect(ok([{ name: 'select_content', params: { content_type }, at }]), content_type).toBe(true);
    }
    expect(ok([screenView({ screen_name: 'Settings' })])).toBe(false);
    expect(ok([{ name: 'select_content', params: { content_type: 'Video' }, at }])).toBe(false);
  });

  it('allows exactly the keys of the shared allow-list, event by event', () => {
    const fromSchema = Object.fromEntries(
      ZAnalyticsEvent.options.map((option) => [option.shape.name.value, Object.keys(option.shape.params.shape).sort()]),
    );
    const fromList = Object.fromEntries(Object.entries(AnalyticsParamKeys).map(([name, keys]) => [name, [...keys].sort()]));
    expect(fromSchema).toEqual(fromList);
  });

  it('refuses unknown events and any parameter outside the allow-list (an e-mail, a name)', () => {
    expect(ok([{ name: 'purchase', params: {}, at }])).toBe(false);
    expect(ok([{ name: 'login', params: { method: 'email', email: 'ana@example.com' }, at }])).toBe(false);
    expect(ok([{ name: 'sign_up', params: { method: 'email', name: 'Ana' }, at }])).toBe(false);
    expect(ok([{ name: 'tutorial_begin', params: { user: 'Ana' }, at }])).toBe(false);
    expect(ok([{ name: 'login', params: { method: 'facebook' }, at }])).toBe(false);
  });

  it('refuses an e-mail address hidden in free text', () => {
    expect(ok([screenView({ page_title: 'Innerway - ana@example.com' })])).toBe(false);
    expect(looksLikeEmail('Write to a.b+c@mail.example.org')).toBe(true);
    expect(looksLikeEmail('Innerway - Topics & Resources @ home')).toBe(false);
  });

  it('bounds every value', () => {
    expect(ok([screenView({ page_title: 'x'.repeat(AnalyticsLimits.pageTitleMax) })])).toBe(true);
    expect(ok([screenView({ page_title: 'x'.repeat(AnalyticsLimits.pageTitleMax + 1) })])).toBe(false);
    expect(ok([screenView({ page_title: '' })])).toBe(false);
    expect(ok([screenView({ screen_class: 'Dashboard Route' })])).toBe(false);
    expect(ok([{ name: 'select_content', params: { content_type: 'Song', item_id: '1'.repeat(65) }, at }])).toBe(false);
    expect(ok([{ name: 'select_content', params: { content_type: 'Song', item_id: 12 }, at }])).toBe(false);
  });

  it('needs a time with its offset', () => {
    expect(ok([{ name: 'tutorial_begin', params: {}, at: '2024-03-15T10:00:00+01:00' }])).toBe(true);
    expect(ok([{ name: 'tutorial_begin', params: {}, at: '2024-03-15 10:00' }])).toBe(false);
    expect(ok([{ name: 'tutorial_begin', params: {} }])).toBe(false);
  });

  it('takes 1 to 50 events and nothing else in the body', () => {
    const one = { name: 'tutorial_begin', params: {}, at };
    expect(ok([])).toBe(false);
    expect(ok(Array.from({ length: AnalyticsLimits.maxBatchEvents }, () => one))).toBe(true);
    expect(ok(Array.from({ length: AnalyticsLimits.maxBatchEvents + 1 }, () => one))).toBe(false);
    expect(ZAnalyticsBatch.safeParse({ events: [one], user_id: 3 }).success).toBe(false);
  });
});

describe('admin analytics queries', () => {
  it('reads dates and ids from the query string', () => {
    expect(ZAnalyticsDailyQuery.parse({ from: '2024-03-01', to: '2024-03-15' })).toEqual({ from: '2024-03-01', to: '2024-03-15' });
    expect(ZAnalyticsDailyQuery.safeParse({ from: '2024-02-30' }).success).toBe(false);
    expect(ZAnalyticsEventsQuery.parse({ user_id: '12', limit: '50' })).toEqual({ user_id: 12, limit: 50 });
    expect(ZAnalyticsEventsQuery.safeParse({ limit: String(AnalyticsLimits.recentEventsMax + 1) }).success).toBe(false);
    expect(ZAnalyticsEventsQuery.safeParse({ user_id: '0' }).success).toBe(false);
  });
});
