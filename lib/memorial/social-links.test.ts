import type { SocialMedia } from '@/lib/contract/types';
import { socialLinks } from './social-links';

const none: SocialMedia = {
  facebook: null,
  instagram: null,
  twitter: null,
  linkedin: null,
  youtube: null,
  tiktok: null,
  website: null,
  phoneNumber: null,
  whatsapp: null,
};
const full: SocialMedia = {
  facebook: 'https://facebook.com/x',
  instagram: 'https://instagram.com/x',
  twitter: 'https://x.com/x',
  linkedin: 'https://linkedin.com/in/x',
  youtube: 'https://youtube.com/@x',
  tiktok: 'https://tiktok.com/@x',
  website: 'http://example.org/',
  phoneNumber: '+994 50 481 27 36',
  whatsapp: 'https://wa.me/994504812736',
};

describe('socialLinks', () => {
  it('shows seven kinds on a category record, in order', () => {
    expect(socialLinks(full, 'category').map((l) => l.key)).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'linkedin',
      'youtube',
      'tiktok',
      'website',
    ]);
  });
  it('adds the phone (tel:) and WhatsApp on a genealogy member', () => {
    const links = socialLinks(full, 'genealogy');
    expect(links.slice(-2)).toEqual([
      { key: 'phoneNumber', href: 'tel:+994504812736' },
      { key: 'whatsapp', href: 'https://wa.me/994504812736' },
    ]);
  });
  it('shows nothing for a record without links', () => {
    expect(socialLinks(none, 'genealogy')).toEqual([]);
  });
  it.each([
    ['facebook', 'javascript:alert(1)'],
    ['instagram', 'data:text/html,<script>alert(1)</script>'],
    ['website', 'vbscript:msgbox(1)'],
    ['website', '//evil.example'],
    ['youtube', 'not a url'],
    ['whatsapp', 'https://evil.example/wa'],
    ['whatsapp', 'http://wa.me/994'],
    ['whatsapp', 'javascript:alert(1)'],
    ['phoneNumber', 'javascript:alert(1)'],
    ['phoneNumber', '+994 50"><script>'],
    ['phoneNumber', '12'],
  ] as const)('drops %s = %s', (key, value) => {
    expect(socialLinks({ ...none, [key]: value }, 'genealogy')).toEqual([]);
  });
});
