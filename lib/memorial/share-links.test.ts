import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('shares the page URL, encoded, with WhatsApp, Facebook and Telegram', () => {
    const links = shareLinks('https://xatire.az/en/category/martyrs/7?x=1&y=ə');
    const encoded = 'https%3A%2F%2Fxatire.az%2Fen%2Fcategory%2Fmartyrs%2F7%3Fx%3D1%26y%3D%C9%99';
    expect(links).toEqual([
      { target: 'whatsapp', href: `https://wa.me/?text=${encoded}` },
      { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
      { target: 'telegram', href: `https://t.me/share/url?url=${encoded}` },
    ]);
  });
});
