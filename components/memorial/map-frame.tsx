'use client';

import { useEffect, useRef, useState } from 'react';

type Props = { src: string; title: string; className?: string };

// Asked of its host only as it nears the screen: native lazy loading starts a map up to 1,250 px
// away (on a phone, with the page), so every visitor paid for Google's map whether seen or not.
export function MapFrame({ src, title, className }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Out of the Tab order until loaded: Chromium scrolled a frame focused while loading under the
  // sticky header, and never back. No sandbox: Google's map needs scripts and its own origin;
  // the allow-list of its src (lib/memorial/map-embed.ts) and the CSP's frame-src hold it instead.
  const frame = (loading: boolean) => (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
      tabIndex={loading ? -1 : undefined}
      onLoad={loading ? () => setLoaded(true) : undefined}
    />
  );
  return (
    <div ref={holder} className={className}>
      {near ? frame(!loaded) : <noscript>{frame(false)}</noscript>}
    </div>
  );
}
