import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResourceCategory } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { resourceFixture } from '../../activities/test/fixtures';
import { stubMedia } from '../../../test/fake-media';
import { ResourceViewer } from './resource-viewer';

beforeEach(async () => {
  vi.restoreAllMocks();
  await initTestI18n('en');
  stubMedia();
});

describe('ResourceViewer', () => {
  it('shows a book with its link, which says it opens a new tab', () => {
    render(
      <ResourceViewer
        resource={resourceFixture({
          category: ResourceCategory.BookRecommendation,
          body: '<p>A friendly, practical introduction.</p>',
          external_link: 'https://openlibrary.org/search?q=the+happiness+trap',
        })}
      />,
    );
    expect(screen.getByText('A friendly, practical introduction.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Find this book (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://openlibrary.org/search?q=the+happiness+trap');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers a file download under its file name', () => {
    render(
      <ResourceViewer
        resource={resourceFixture({ category: ResourceCategory.FileDownload, file_id: 'files/values-compass-en.pdf', file_name: 'my-values-compass.pdf' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Download my-values-compass.pdf' });
    expect(link).toHaveAttribute('href', '/api/content_media/files/values-compass-en.pdf');
    expect(link).toHaveAttribute('download', 'my-values-compass.pdf');
  });

  it('plays an audio file in the audio player', () => {
    render(
      <ResourceViewer
        resource={resourceFixture({ title: 'A one-minute breathing space', category: ResourceCategory.AudioFile, file_id: 'audio/resource-9-en.mp3', audio_duration: 64 })}
      />,
    );
    expect(screen.getByRole('group', { name: 'Audio player: A one-minute breathing space' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/content_media/audio/resource-9-en.mp3');
    expect(screen.getByText('1:04')).toBeInTheDocument();
  });

  it('leads a song to the artist\'s official site and a movie to the film\'s', () => {
    const { unmount } = render(
      <ResourceViewer
        resource={resourceFixture({ category: ResourceCategory.SongRecommendation, body: '<p>A slow, spacious piece.</p>', external_link: 'https://www.marconiunion.com/' })}
      />,
    );
    expect(screen.getByText('A slow, spacious piece.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Visit the artist's official site (opens in a new tab)" })).toHaveAttribute('href', 'https://www.marconiunion.com/');
    unmount();
    render(
      <ResourceViewer
        resource={resourceFixture({
          category: ResourceCategory.MovieRecommendation,
          body: '<p>A warm, funny film.</p>',
          external_link: 'https://www.warnerbros.com/movies/paddington-2',
        })}
      />,
    );
    const link = screen.getByRole('link', { name: "Visit the film's official site (opens in a new tab)" });
    expect(link).toHaveAttribute('href', 'https://www.warnerbros.com/movies/paddington-2');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
