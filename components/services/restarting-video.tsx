'use client';

import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { videoType } from '@/lib/media/video';
import styles from './restarting-video.module.css';

type Props = { src: string; poster?: string; label: string };

// Spec §2: any click on the page restarts it (its own controls excepted); paused, it stays so.
export function RestartingVideo({ src, poster, label }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Server HTML may lack `muted` (React sets it as a property), so start playback here too.
    video.muted = true;
    if (reduced) video.pause();
    else video.play().catch(() => {});
    const restart = (event: MouseEvent) => {
      if (event.target instanceof Node && video.contains(event.target)) return;
      const playing = !video.paused;
      video.currentTime = 0;
      if (playing && !reduced) video.play().catch(() => {});
    };
    document.addEventListener('click', restart);
    return () => document.removeEventListener('click', restart);
  }, [reduced]);

  return (
    <div className={styles.frame}>
      <video
        ref={ref}
        className={styles.video}
        muted
        loop
        autoPlay
        playsInline
        controls
        preload="auto"
        poster={poster}
        aria-label={label}
      >
        <source src={src} type={videoType(src)} />
      </video>
    </div>
  );
}
