import { describe, expect, it } from 'vitest';
import { clientInfoHeader } from './client-info';

describe('client-info header', () => {
  it('names the web, its version and the window size on the website', () => {
    expect(clientInfoHeader()).toBe(`platform=web;version=1.8.0;build=112;window=${window.innerWidth}x${window.innerHeight}`);
  });
});
