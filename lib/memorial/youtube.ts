const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

const idOrNull = (candidate: string | null | undefined): string | null =>
  candidate && VIDEO_ID.test(candidate) ? candidate : null;

export function youtubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  const raw = link.trim();
  let url: URL;
  try {
    // Admins paste links with or without the scheme ("youtu.be/...", "www.youtube.com/...").
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (SHORT_HOSTS.has(host)) return segments.length === 1 ? idOrNull(segments[0]) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch' && segments.length === 1) return idOrNull(url.searchParams.get('v'));
  if (segments.length === 2 && ID_PATHS.has(segments[0]!)) return idOrNull(segments[1]);
  return null;
}

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(id: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?enablejsapi=1`; // the slider pauses one slid away
}
