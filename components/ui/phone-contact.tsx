import type { ReactNode } from 'react';
import { phoneHref } from '@/lib/safe-url';

type Props = { phone: string; className?: string; children: ReactNode };

/** The site's phone number: a link that dials it, or plain text when it cannot be dialled. */
export function PhoneContact({ phone, className, children }: Props) {
  const href = phoneHref(phone);
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}
