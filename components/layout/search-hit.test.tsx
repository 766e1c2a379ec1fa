/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { GENEALOGY_CATEGORY_ID } from '@/lib/contract/keys';
import { SearchHitLink } from './search-hit';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/search', useRouter: () => ({}) }));

const hit = (id: number, categoryId: number, name: Record<'az' | 'en' | 'ru', string>) => ({
  id,
  name,
  date: '',
  thumb: null,
  genealogyId: null,
  category: { id: categoryId, title: { az: 'Şəcərə', en: 'Genealogy', ru: 'Генеалогия' } },
});
const show = (shown: ReturnType<typeof hit>) =>
  render(<SearchHitLink hit={shown} lang="en" untitled="Family tree No. {id}" />);

describe('a search result', () => {
  it('for a family tree with no title in any language is named as its page names it', () => {
    show(hit(42, GENEALOGY_CATEGORY_ID, { az: '', en: ' ', ru: '' }));
    expect(screen.getByRole('link', { name: /^Family tree No\. 42/ })).toHaveAttribute(
      'href',
      '/en/genealogy/42',
    );
  });

  it('for a family tree with a title shows the title', () => {
    show(hit(42, GENEALOGY_CATEGORY_ID, { az: 'Quliyevlər', en: '', ru: '' }));
    expect(screen.getByRole('link', { name: /^Quliyevlər/ })).toBeInTheDocument();
    expect(screen.queryByText(/Family tree No/)).toBeNull();
  });
});
