/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PhoneContact } from './phone-contact';

describe('PhoneContact', () => {
  it('dials a number as people write it', () => {
    render(<PhoneContact phone="+994 (12) 555-55-55">+994 (12) 555-55-55</PhoneContact>);
    expect(screen.getByRole('link', { name: '+994 (12) 555-55-55' })).toHaveAttribute(
      'href',
      'tel:+994125555555',
    );
  });

  it.each(['zəng edin', '12', 'javascript:alert(1)'])(
    'shows %s as text, never a link that goes nowhere',
    (phone) => {
      const { container } = render(<PhoneContact phone={phone}>{phone}</PhoneContact>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent(phone);
    },
  );
});
