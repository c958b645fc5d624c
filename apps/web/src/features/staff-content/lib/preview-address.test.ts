import { describe, expect, it } from 'vitest';
import { previewFrameAddress, readPreviewChoice } from './preview-address';

describe('the preview address', () => {
  it('carries the member screen, the language and the access, and reads them back', () => {
    const address = previewFrameAddress({ path: '/topic_overview/6', language: 'fr', access: 'full' });
    expect(address).toBe('/studio/content/preview-frame?path=%2Ftopic_overview%2F6&language=fr&access=full');
    expect(readPreviewChoice(new URL(address, 'http://localhost').searchParams, 'en')).toEqual({ path: '/topic_overview/6', language: 'fr', access: 'full' });
  });

  it('opens only a member screen of this app, in a known language and access', () => {
    for (const path of ['https://evil.example/', '//evil.example', '/studio/staff', 'javascript:alert(1)']) {
      expect(readPreviewChoice(new URLSearchParams({ path, language: 'de', access: 'admin' }), 'es')).toEqual({ path: '/dashboard', language: 'es', access: 'trial' });
    }
  });
});
