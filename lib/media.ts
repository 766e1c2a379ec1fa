// Refuses anything that could leave the media folder or point elsewhere.
export function mediaSrc(path: string | null | undefined, base: string): string | null {
  if (!path) return null;
  const clean = path.trim().replace(/^\//, '');
  if (clean === '' || /^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('/')) return null;
  const segments = clean.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\'))) return null;
  return `${base.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
}
