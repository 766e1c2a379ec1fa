/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { HomeHero } from '@/lib/api/models';
import { Hero } from './hero';

const home: HomeHero = {
  kind: 'deceased',
  name: { az: 'Bəhruz Nəbiyev', en: 'Bahruz Nabiyev', ru: 'Бахруз Набиев' },
  deathDate: '14.02.2025',
  description: { az: 'az', en: '<p>A <em>teacher</em></p>', ru: '<p>Учитель</p>' },
  photo: '/media/hero/hero.webp',
  video: '/media/video/v-01.mp4',
};
const labels = {
  inMemory: 'In loving memory',
  deathDate: 'Date of death',
  video: 'Memorial video',
};

describe('Hero', () => {
  it('shows the deceased person in the active language when the type is not video', () => {
    const { container } = render(<Hero home={home} lang="en" labels={labels} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bahruz Nabiyev' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bahruz Nabiyev' })).toHaveAttribute(
      'src',
      expect.stringContaining('hero.webp'),
    );
    expect(screen.getByText('14.02.2025').closest('time')).toHaveAttribute(
      'datetime',
      '2025-02-14',
    );
    expect(container.querySelector('.rich-text')).toHaveTextContent('A teacher');
    expect(container.querySelector('.rich-text em')).toHaveTextContent('teacher');
    expect(container.querySelector('video')).toBeNull();
  });

  it('draws nothing for a video hero without its video and nobody named', () => {
    const none = { az: '', en: '', ru: '' };
    const empty = {
      ...home,
      ...{ kind: 'video' as const, video: null, photo: null, deathDate: '' },
      ...{ name: none, description: none },
    };
    const { container } = render(<Hero home={empty} lang="en" labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows what it has without an empty heading when nobody is named', () => {
    const none = { az: '', en: '', ru: '' };
    render(<Hero home={{ ...home, name: none }} lang="en" labels={labels} />);
    expect(screen.getByRole('region', { name: 'In loving memory' })).toHaveTextContent(
      '14.02.2025',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('writes a date it cannot read as plain text, not as a <time>', () => {
    const { container } = render(
      <Hero home={{ ...home, deathDate: 'fevral 2025' }} lang="az" labels={labels} />,
    );
    expect(screen.getByText(/fevral 2025/)).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows the video, with controls and the photo as poster, never autoplaying', () => {
    const { container } = render(
      <Hero home={{ ...home, kind: 'video' }} lang="ru" labels={labels} />,
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
        home={{ ...home, kind: 'video', video: null }}
        lang="az"

        labels={labels}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bəhruz Nəbiyev' })).toBeInTheDocument();
  });
});
