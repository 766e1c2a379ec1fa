/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { GenealogyCard } from './genealogy-card';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/genealogy', useRouter: () => ({}) }));

const labels = { head: 'Head:', pending: 'Loading', untitled: 'Family tree No. {id}' };
type Texts = Record<'az' | 'en' | 'ru', string>;
const show = (title: Texts, head: Texts = { az: 'Əli Quliyev', en: 'Ali Guliyev', ru: '' }) =>
  render(
    <GenealogyCard
      card={{ id: 42, title, head, date: '' }}
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
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(screen.getByText('Quliyevlər').closest('[lang]')).toHaveAttribute('lang', 'az');
    expect(screen.getByRole('link', { name: 'Quliyevlər' })).toBeInTheDocument();
  });

  it('marks only the head’s name as Azerbaijani when shown in its place, not the label', () => {
    show({ az: 'Quliyevlər', en: '', ru: '' }, { az: 'Əli Quliyev', en: '', ru: '' });
    expect(screen.getByText('Head:').closest('[lang]')).toBeNull();
    expect(screen.getByText('Əli Quliyev')).toHaveAttribute('lang', 'az');
  });
});
