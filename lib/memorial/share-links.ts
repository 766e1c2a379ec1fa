export type ShareTarget = 'whatsapp' | 'facebook' | 'telegram';

export function shareLinks(pageUrl: string): { target: ShareTarget; href: string }[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { target: 'whatsapp', href: `https://wa.me/?text=${url}` },
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { target: 'telegram', href: `https://t.me/share/url?url=${url}` },
  ];
}
