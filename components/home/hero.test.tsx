/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Homepage } from '@/lib/api/types';
import { Hero } from './hero';

const home: Homepage = {
  type: 'deceased',
  tamAd: { az: 'Bəhruz Nəbiyev', en: 'Bahruz Nabiyev', ru: 'Бахруз Набиев' },
  olumTarixi: '14.02.2025',
  olumDesc: { az: 'az', en: '<p>A <em>teacher</em></p>', ru: '<p>Учитель</p>' },
  photo: 'hero/hero.webp',
  video: 'video/v-01.mp4',
};
const labels = {
  inMemory: 'In loving memory',
  deathDate: 'Date of death',
  video: 'Memorial video',
};

describe('Hero', () => {
  it('shows the deceased person in the active language when the type is not video', () => {
    const { container } = render(<Hero home={home} lang="en" mediaBase="/media" labels={labels} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bahruz Nabiyev' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bahruz Nabiyev' })).toHaveAttribute(
      'src',
      expect.stringContaining('hero.webp'),
    );
    expect(screen.getByText('14.02.2025')).toBeInTheDocument();
    expect(container.querySelector('.rich-text')).toHaveTextContent('A teacher');
    expect(container.querySelector('.rich-text em')).toHaveTextContent('teacher');
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the video, with controls and the photo as poster, never autoplaying', () => {
    const { container } = render(
      <Hero home={{ ...home, type: 'video' }} lang="ru" mediaBase="/media" labels={labels} />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/hero/hero.webp');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.autoplay).toBe(false);
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/video/v-01.mp4');
    expect(video).toHaveAccessibleName('Memorial video: Бахруз Набиев');
    expect(screen.queryByText('14.02.2025')).toBeNull();
  });

  it('falls back to the person when the video type has no video', () => {
    render(
      <Hero
        home={{ ...home, type: 'video', video: null }}
        lang="az"
        mediaBase="/media"
        labels={labels}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bəhruz Nəbiyev' })).toBeInTheDocument();
  });
});
