export type MapPoint = { lat: number; lng: number };

export const DEFAULT_MAP_POINT: MapPoint = { lat: 40.3783819917231, lng: 49.83067521327461 };

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
const PAIR = new RegExp(`^\\s*${NUMBER}\\s*,\\s*${NUMBER}\\s*$`);
const PB_FORM = new RegExp(`!2d${NUMBER}!3d${NUMBER}`);
const AT_FORM = new RegExp(`@${NUMBER},${NUMBER}`);

function point(lat: number, lng: number): MapPoint | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function fromPair(value: string | null): MapPoint | null {
  const match = value ? PAIR.exec(value) : null;
  return match ? point(Number(match[1]), Number(match[2])) : null;
}

export function parseMapCoordinates(src: string | null | undefined): MapPoint | null {
  if (!src) return null;
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    // A broken escape: read the address as it is.
  }
  const pb = PB_FORM.exec(decoded);
  if (pb) return point(Number(pb[2]), Number(pb[1]));

  let url: URL | null = null;
  try {
    url = new URL(src);
  } catch {
    url = null;
  }
  if (url) {
    for (const key of ['q', 'll', 'center', 'destination']) {
      const found = fromPair(url.searchParams.get(key));
      if (found) return found;
    }
  }
  const at = AT_FORM.exec(decoded);
  return at ? point(Number(at[1]), Number(at[2])) : null;
}

export function mapCoordinates(src: string | null | undefined): MapPoint {
  return parseMapCoordinates(src) ?? DEFAULT_MAP_POINT;
}

export function directionsUrl({ lat, lng }: MapPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
