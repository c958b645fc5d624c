import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ResourceCategory } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { resourceFixture } from '../../activities/test/fixtures';
import { stubMedia } from '../../../test/fake-media';
import { TutorialVideo } from './tutorial-video';

beforeEach(async () => {
  await initTestI18n('en');
  stubMedia();
});

describe('TutorialVideo', () => {
  it('shows the poster frame made with the video before it plays', () => {
    const { container } = render(
      <TutorialVideo resource={resourceFixture({ category: ResourceCategory.Tutorial, file_id: 'videos/introduction.mp4', captions_key: 'captions/tutorial-0.en.vtt' })} />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/content_media/videos/introduction.mp4');
    expect(video).toHaveAttribute('poster', '/api/content_media/videos/introduction.webp');
  });
});
