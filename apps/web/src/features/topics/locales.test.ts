import { describe, expect, it } from 'vitest';
import { DashboardSubtitleText } from '../dashboard/lib/dashboard-subtitle';
import { ProgressButtonLabel } from '../progress/lib/progress-card';

// The three namespaces of the topic screens must say everything in every language: a key missing
// in French or Spanish would silently show the English text.
const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/{topics,progress,dashboard}.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function file(language: string, namespace: string) {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${language}/${namespace}.json`));
  if (!entry) throw new Error(`missing ${language}/${namespace}.json`);
  return entry[1];
}

describe.each(['topics', 'progress', 'dashboard'])('the %s namespace', (namespace) => {
  it.each(['fr', 'es'])('has every English key in %s, and no other', (language) => {
    expect(keysOf(file(language, namespace)).sort()).toEqual(keysOf(file('en', namespace)).sort());
  });
});

describe("the spec's English texts", () => {
  it('are used exactly', () => {
    const dashboard = file('en', 'dashboard') as Record<string, Record<string, string>>;
    const progress = file('en', 'progress') as Record<string, Record<string, string>>;
    const topics = file('en', 'topics') as Record<string, Record<string, string>>;
    expect(dashboard.greeting).toBe('Hi {{name}},');
    expect(dashboard.subtitle).toEqual(DashboardSubtitleText);
    expect(dashboard.carousel?.viewAll).toBe('View All');
    expect(dashboard.summary?.title).toBe('Track Your Progress');
    expect(dashboard.summary?.viewProgress).toBe('View my progress');
    expect(progress.rows).toEqual({ videos: 'Videos', activities: 'Activities', assessment: 'Assessment' });
    expect(progress.done).toBe('Done');
    expect(progress.button).toEqual(ProgressButtonLabel);
    expect(topics.overview?.complete).toBe('complete');
  });
});
