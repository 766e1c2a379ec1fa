// An embed's markup is never injected: its address is read out, checked, put in our own <iframe>.
const MAP_EMBED_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function safeMapEmbedUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim(), 'https://invalid.invalid'); // //www.google.com/... taken as https
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.port) return null;
  url.protocol = 'https:'; // an older embed's http: the same map, never mixed content
  if (url.hostname === 'google.com') url.hostname = 'www.google.com'; // as frame-src names it
  const embed =
    /^\/maps(\/d)?\/embed/.test(url.pathname) || // /maps/d/embed: a "My Maps" map
    (url.pathname === '/maps' && url.searchParams.get('output') === 'embed');
  return MAP_EMBED_HOSTS.has(url.hostname) && embed ? url.toString() : null;
}

export function mapEmbedSrc(markup: string | null | undefined): string | null {
  if (!markup) return null;
  const src = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(markup)?.[2];
  return safeMapEmbedUrl(src === undefined ? markup : decodeAttribute(src)); // or the bare address
}
