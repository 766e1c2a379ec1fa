const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

// mp4 when unknown: what the media host serves.
export function videoType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'video/mp4';
}

// Half a second in: videos often fade in from black.
export function withPreviewFrame(src: string): string {
  return src.includes('#') ? src : `${src}#t=0.5`;
}
