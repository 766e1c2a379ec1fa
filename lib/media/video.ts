const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/mp4', // an MP4-family container (H.264, or HEVC where the device decodes it); browsers refuse video/quicktime
};

// mp4 when unknown: what the media host serves.
export function videoType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'video/mp4';
}

// Videos often fade in from black; the browser (a media fragment) and the poster show this frame.
export const PREVIEW_FRAME_SECONDS = 0.5;

/** A poster's width at most: the widest box one fills (a service page's video) at 2x on a phone. */
export const POSTER_WIDTH = 960;

export function withPreviewFrame(src: string): string {
  return src.includes('#') ? src : `${src}#t=${PREVIEW_FRAME_SECONDS}`;
}
