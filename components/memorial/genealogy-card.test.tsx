/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { GenealogyCard } from './genealogy-card';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/genealogy', useRouter: () => ({}) }));

const labels = { head: 'Head:', pending: 'Loading', untitled: 'Family tree No. {id}' };
const show = (title: Record<'az' | 'en' | 'ru', string>) =>
  render(
    <GenealogyCard
      card={{ id: 42, title, head: { az: 'Əli Quliyev', en: 'Ali Guliyev', ru: '' }, date: '' }}
      href="/genealogy/42"
      lang="en"
      labels={labels}
    />,
  );

describe('a card of the genealogy list', () => {
  it('with no title in any language is named by its number, never an empty link', () => {
    show({ az: '', en: '', ru: ' ' });
    expect(screen.getByRole('link', { name: 'Family tree No. 42' })).toHaveAttribute(
      'href',
      '/en/genealogy/42',
    );
  });

  it('with a title only in Azerbaijani shows it, marked as such', () => {
    show({ az: 'Quliyevlər', en: '', ru: '' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'az');
    expect(screen.getByRole('link', { name: 'Quliyevlər' })).toBeInTheDocument();
  });
});
