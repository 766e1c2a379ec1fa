/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LegalDocument } from './legal-document';

// html-react-parser's dependencies are ESM-only, which Jest cannot require here; RichText's own
// rendering is covered by the browser tests. This checks the choice between text and fallback.
jest.mock('@/components/ui/rich-text', () => ({
  RichText: ({ html }: { html: string }) => (
    <div className="rich-text" data-testid="terms" data-html={html} />
  ),
}));

describe('LegalDocument', () => {
  it('renders the terms HTML of the language', () => {
    render(<LegalDocument html="<p><strong>1.</strong> Qaydalar</p>" fallback="Ümumi qaydalar" />);
    expect(screen.getByTestId('terms')).toHaveAttribute(
      'data-html',
      '<p><strong>1.</strong> Qaydalar</p>',
    );
    expect(screen.queryByText('Ümumi qaydalar')).not.toBeInTheDocument();
  });

  it.each([[''], ['   '], [null], [undefined]])('falls back to the footer label for %j', (html) => {
    render(<LegalDocument html={html} fallback="İstifadəçi razılaşması" />);
    expect(screen.getByText('İstifadəçi razılaşması')).toBeInTheDocument();
    expect(screen.queryByTestId('terms')).not.toBeInTheDocument();
  });
});
