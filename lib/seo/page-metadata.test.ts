import { titled } from './page-metadata';

jest.mock('next-intl/server', () => ({}));

describe('titled', () => {
  it('joins the label and the name, or gives the label alone for no name', () => {
    expect(titled('Şəhidlər', 'Mübariz İbrahimov')).toBe('Şəhidlər — Mübariz İbrahimov');
    expect(titled('Şəhidlər', '')).toBe('Şəhidlər');
  });
});
