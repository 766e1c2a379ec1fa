/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Product } from '@/lib/api/models';
import { ProductList } from './product-list';

const T = (az: string, en: string, ru: string) => ({ az, en, ru });
const products: Product[] = [
  {
    id: 1,
    image: null,
    title: T('Qranit lövhə', 'Granite plaque', 'Гранитная табличка'),
    size: '30 × 20',
    unit: T('sm', 'cm', 'см'),
    cost: T('180 ₼', 'AZN 180', '180 ₼'),
  },
  {
    id: 2,
    image: null,
    title: T('Metal nişan', 'Metal tag', 'Металлический жетон'),
    size: '',
    unit: T('sm', 'cm', 'см'),
    cost: T('45 ₼', 'AZN 45', '45 ₼'),
  },
  {
    id: 3,
    image: null,
    title: T('Çərçivə', 'Frame', 'Рамка'),
    size: '40',
    unit: T('sm', 'cm', 'см'),
    cost: T('', '', ''),
  },
];

const facts = (item: HTMLElement) =>
  within(item)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the memorial page service products', () => {
  it('give the size in the unit of the language, and no size or price row without one', () => {
    render(
      <ProductList
        products={products}
        lang="en"
        labels={{ title: 'Products and prices', size: 'Size', price: 'Price' }}
      />,
    );
    const [plaque, tag, frame] = screen.getAllByRole('listitem');
    expect(facts(plaque!)).toEqual([
      ['Size', '30 × 20 cm'],
      ['Price', 'AZN 180'],
    ]);
    expect(facts(tag!)).toEqual([['Price', 'AZN 45']]);
    expect(facts(frame!)).toEqual([['Size', '40 cm']]);
  });
});
