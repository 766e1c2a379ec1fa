'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MediaFile } from '@/lib/api/models';
import type { AudioTab } from '@/lib/memorial/detail-media';
import type { PlayerLabels } from '@/components/ui/audio-player';
import styles from './audio-tabs.module.css';

const LoadingLabel = createContext('Loading...');

function PlayerLoading() {
  return (
    <p className={styles.playerLoading} role="status">
      {useContext(LoadingLabel)}
    </p>
  );
}

// The player is code-split: it downloads on the first click on a recording.
const AudioPlayer = dynamic(
  () => import('@/components/ui/audio-player').then((m) => m.AudioPlayer),
  {
    ssr: false,
    loading: () => <PlayerLoading />,
  },
);

type Props = {
  recording: MediaFile[];
  quran: MediaFile[];
  defaultTab: AudioTab;
  labels: {
    recording: string;
    quran: string;
    empty: string;
    loading: string;
    player: PlayerLabels;
  };
};

const TABS: AudioTab[] = ['recording', 'quran'];

export function AudioTabs({ recording, quran, defaultTab, labels }: Props) {
  const [tab, setTab] = useState<AudioTab>(defaultTab);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const tabRefs = useRef<Record<AudioTab, HTMLButtonElement | null>>({
    recording: null,
    quran: null,
  });
  const base = useId();
  const lists: Record<AudioTab, MediaFile[]> = { recording, quran };

  const select = (next: AudioTab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (i + 1) % TABS.length,
      ArrowLeft: (i - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target]!);
  };

  return (
    <LoadingLabel.Provider value={labels.loading}>
      <div role="tablist" className={styles.tablist} data-needs-scripts>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${base}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {labels[name]}
            <span className={styles.count}>{lists[name].length}</span>
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${base}-panel-${name}`}
          aria-labelledby={`${base}-tab-${name}`}
          hidden={tab !== name}
          tabIndex={lists[name].length === 0 ? 0 : undefined}
          className={styles.panel}
        >
          <noscript>
            <h3 className={styles.panelName}>{labels[name]}</h3>
          </noscript>
          {lists[name].length === 0 ? (
            <p className={styles.empty}>{labels.empty}</p>
          ) : (
            <ol className={styles.items}>
              {lists[name].map((item, i) => {
                const key = `${name}-${item.id}`;
                const expanded = Boolean(open[key]);
                const playerId = `${base}-player-${key}`;
                return (
                  <li key={key} className={styles.item}>
                    <button
                      type="button"
                      className={styles.itemButton}
                      aria-expanded={expanded}
                      aria-controls={playerId}
                      onClick={() => setOpen((o) => ({ ...o, [key]: !o[key] }))}
                    >
                      <span className={styles.number}>{i + 1}.</span>
                      <span className={styles.itemName}>{item.name}</span>
                      <span className={styles.chevron} aria-hidden="true" />
                    </button>
                    <div id={playerId} className={styles.playerSlot}>
                      {expanded ? (
                        <AudioPlayer src={item.src} labels={labels.player} />
                      ) : (
                        // Read with no scripts (a browser without them, the mirror): the browser's player.
                        <noscript>
                          <audio
                            className={styles.plainPlayer}
                            controls
                            preload="none"
                            src={item.src}
                            aria-label={item.name}
                          />
                        </noscript>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      ))}
    </LoadingLabel.Provider>
  );
}
