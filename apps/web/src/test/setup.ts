import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The build's own tests (build/*.test.ts) run in Node, without a page.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
