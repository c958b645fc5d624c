import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('says choose and what is chosen in the words it is given, and keeps the native input labelled and reachable', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <>
        <label htmlFor="bundle">Fichier du lot (.zip)</label>
        <FileInput id="bundle" chooseText="Choisir un fichier" noneText="Aucun fichier choisi" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Choisir un fichier')).toBeInTheDocument();
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    const input = screen.getByLabelText('Fichier du lot (.zip)');
    expect(input).toHaveAttribute('type', 'file');

    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['PK'], 'programme.zip', { type: 'application/zip' }));
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(
      <>
        <label htmlFor="bundle">Fichier du lot (.zip)</label>
        <FileInput id="bundle" chooseText="Choisir un fichier" noneText="Aucun fichier choisi" fileName="programme.zip" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('programme.zip')).toBeInTheDocument();
    expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument();
  });

  it('opens the same input from its drawn button', async () => {
    const onChange = vi.fn();
    render(<FileInput id="voice" chooseText="Elegir un archivo" onChange={onChange} />);
    await userEvent.upload(screen.getByText('Elegir un archivo'), new File(['ID3'], 'voz.mp3', { type: 'audio/mpeg' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
