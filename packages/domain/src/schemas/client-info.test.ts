import { describe, expect, it } from 'vitest';
import { parseClientInfo, ZClientInfo } from './client-info.ts';
import { formatClientInfo, type TClientInfo } from '../client-info-header.ts';

const web: TClientInfo = { platform: 'web', version: '1.8.0', build: 112, window: '1440x900' };

describe('client info header', () => {
  it('formats the header', () => {
    expect(formatClientInfo(web)).toBe('platform=web;version=1.8.0;build=112;window=1440x900');
  });

  it('parses what it formats', () => {
    expect(parseClientInfo(formatClientInfo(web))).toEqual(web);
    const ios: TClientInfo = { platform: 'ios', version: '2.5.4', build: 950, window: '390x844' };
    expect(parseClientInfo(formatClientInfo(ios))).toEqual(ios);
  });

  it('tolerates spaces, another key order and unknown keys', () => {
    expect(parseClientInfo(' window=1440x900 ; build=112;platform=web ;version=1.8.0;extra=1')).toEqual(web);
  });

  it('rejects a missing or garbage header', () => {
    for (const header of [
      undefined,
      '',
      'garbage',
      ';;;',
      'platform=web;version=1.8.0;build=112',
      'platform=windows;version=1.8.0;build=112;window=1440x900',
      'platform=web;version=1.8.0;build=-1;window=1440x900',
      'platform=web;version=1.8.0;build=1.5;window=1440x900',
      'platform=web;version=1.8.0;build=abc;window=1440x900',
      'platform=web;version=1.8.0;build=1440x900;window=1440',
      'platform=web;version=1.8.0;build=112;window=1440*900',
      `platform=web;version=${'9'.repeat(21)};build=112;window=1440x900`,
    ]) {
      expect(parseClientInfo(header), String(header)).toBeNull();
    }
  });

  it('rejects an empty version or build and a build in exponent form', () => {
    expect(parseClientInfo('platform=web;version=;build=112;window=1440x900')).toBeNull();
    expect(parseClientInfo('platform=web;version=1.8.0;build=;window=1440x900')).toBeNull();
    expect(parseClientInfo('platform=web;version=1.8.0;build=1e3;window=1440x900')).toBeNull();
  });

  it('rejects headers over 200 characters', () => {
    const padded = `${formatClientInfo(web)};pad=${'x'.repeat(200)}`;
    expect(parseClientInfo(padded)).toBeNull();
  });

  it('still accepts a numeric build when parsed from an object', () => {
    expect(ZClientInfo.parse(web)).toEqual(web);
  });
});
