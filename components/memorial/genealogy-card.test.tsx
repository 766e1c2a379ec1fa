/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { GenealogyCard } from './genealogy-card';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/genealogy', useRouter: () => ({}) }));

const labels = { head: 'Head:', pending: 'Loading', untitled: 'Family tree No. {id}' };
const card = (title: Record<'az' | 'en' | 'ru', string>) => ({
  id: 42,
  title,
  head: { az: 'Əli Quliyev', en: 'Ali Guliyev', ru: '' },
  date: '',
});

describe('a card of the genealogy list', () => {
  it('with no title in any language is named by its number, never an empty link', () => {
    render(
      <GenealogyCard
        card={card({ az: '', en: '', ru: ' ' })}
        href="/genealogy/42"
        lang="en"
        labels={labels}
      />,
    );
    expect(screen.getByRole('link', { name: 'Family tree No. 42' })).toHaveAttribute(
      'href',
      '/en/genealogy/42',
    );
  });

  it('with a title only in Azerbaijani shows it, marked as such', () => {
    render(
      <GenealogyCard
        card={card({ az: 'Quliyevlər', en: '', ru: '' })}
        href="/genealogy/42"
        lang="en"
        labels={labels}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'az');
    expect(screen.getByRole('link', { name: 'Quliyevlər' })).toBeInTheDocument();
  });
});
