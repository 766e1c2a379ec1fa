/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LegalDocument } from './legal-document';

describe('LegalDocument', () => {
  it('renders the terms HTML of the language', () => {
    const { container } = render(
      <LegalDocument html="<p><strong>1.</strong> Qaydalar</p>" fallback="Ümumi qaydalar" />,
    );
    const terms = container.querySelector('.rich-text');
    expect(terms?.innerHTML).toBe('<p><strong>1.</strong> Qaydalar</p>');
    expect(screen.queryByText('Ümumi qaydalar')).not.toBeInTheDocument();
  });

  it.each([[''], ['   '], [null], [undefined]])('falls back to the footer label for %j', (html) => {
    const { container } = render(<LegalDocument html={html} fallback="İstifadəçi razılaşması" />);
    expect(screen.getByText('İstifadəçi razılaşması')).toBeInTheDocument();
    expect(container.querySelector('.rich-text p, .rich-text strong')).toBeNull();
  });
});
