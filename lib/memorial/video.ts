const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

/** The MIME type of a video URL from its extension; mp4 when unknown (what the media host serves). */
export function videoType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'video/mp4';
}

/** A media fragment: the preview frame is half a second in, as videos often fade in from black. */
export function withPreviewFrame(src: string): string {
  return src.includes('#') ? src : `${src}#t=0.5`;
}
