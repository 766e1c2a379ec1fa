const ESCAPE = /%[0-9A-Fa-f]{2}/;

/** A stored segment as a URL segment: escapes already in it kept (never encoded twice). */
function urlSegment(segment: string): string {
  return segment
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part) => (ESCAPE.test(part) && part.length === 3 ? part : encodeURIComponent(part)))
    .join('');
}

export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Refuses anything that could leave the media folder or point elsewhere, written plainly or escaped.
export function mediaSrc(path: string | null | undefined, base: string): string | null {
  if (!path) return null;
  const clean = path.trim().split(/[?#]/)[0]!.replace(/^\//, '');
  if (clean === '' || /^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('/')) return null;
  const segments = clean.split('/');
  for (const segment of segments) {
    const plain = decodedSegment(segment);
    if (plain === '..' || plain === '.' || /[\\/]/.test(plain)) return null;
  }
  return `${base.replace(/\/+$/, '')}/${segments.map(urlSegment).join('/')}`;
}
