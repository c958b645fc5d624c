import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, quoting what needs it', () => {
    expect(toCsv(['Day', 'Sign-ups'], [['2023-06-01', 2], ['2023-06-02', 0]])).toBe('Day,Sign-ups\r\n2023-06-01,2\r\n2023-06-02,0\r\n');
    expect(toCsv(['Topic', 'Started'], [['Stress, and "calm"', 3]])).toBe('Topic,Started\r\n"Stress, and ""calm""",3\r\n');
    expect(toCsv(['Screen'], [['Line\nbreak']])).toBe('Screen\r\n"Line\nbreak"\r\n');
  });

  it('keeps a spreadsheet from reading text as a formula, and leaves numbers alone', () => {
    expect(toCsv(['Topic', 'n'], [['=HYPERLINK("x")', -1]])).toBe('Topic,n\r\n"\'=HYPERLINK(""x"")",-1\r\n');
  });
});
