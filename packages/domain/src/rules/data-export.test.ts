import { describe, expect, it } from 'vitest';
import { dataExportExpiresAt, DataExportLifetimeDays, isDataExportOffered } from './data-export.ts';

describe('a data export offered for a limited time', () => {
  const readyAt = new Date('2026-03-01T10:00:00Z');

  it('expires the given number of days after it is ready', () => {
    expect(DataExportLifetimeDays).toBe(7);
    expect(dataExportExpiresAt(readyAt).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('is offered until that moment and not at it', () => {
    const expiresAt = dataExportExpiresAt(readyAt);
    expect(isDataExportOffered(expiresAt, new Date('2026-03-08T09:59:59.999Z'))).toBe(true);
    expect(isDataExportOffered(expiresAt, expiresAt)).toBe(false);
  });
});
