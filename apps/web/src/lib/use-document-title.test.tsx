import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the product and the screen, with the environment outside production', () => {
    const { rerender } = render(<Titled title="Library" />);
    expect(document.title).toBe('Innerway - Library [local]');
    rerender(<Titled title="Progress" />);
    expect(document.title).toBe('Innerway - Progress [local]');
  });
});
