import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('is the product name and the screen title in production', () => {
    expect(documentTitle('Innerway', 'Library', 'production')).toBe('Innerway - Library');
  });

  it('adds the environment in brackets outside production', () => {
    expect(documentTitle('Innerway', 'Library', 'local')).toBe('Innerway - Library [local]');
    expect(documentTitle('Innerway', 'Progress', 'dev')).toBe('Innerway - Progress [dev]');
    expect(documentTitle('Innerway', 'Dashboard', 'staging')).toBe('Innerway - Dashboard [staging]');
  });

  it('is the product name alone without a screen title', () => {
    expect(documentTitle('Innerway', '', 'production')).toBe('Innerway');
    expect(documentTitle('Innerway', '', 'local')).toBe('Innerway [local]');
  });

  it('uses the configured product name', () => {
    expect(documentTitle('Calmly', '404', 'production')).toBe('Calmly - 404');
  });
});
