import type { AudioTabsKey } from '@/lib/i18n/messages';
import type { PlayerLabels } from './audio-player';

export function playerLabels(t: (key: AudioTabsKey) => string): PlayerLabels {
  return {
    player: t('AudioTabs.player'),
    progressControl: t('AudioTabs.progress'),
    volumeControl: t('AudioTabs.volumeControl'),
    play: t('AudioTabs.play'),
    pause: t('AudioTabs.pause'),
    rewind: t('AudioTabs.rewind'),
    forward: t('AudioTabs.forward'),
    volume: t('AudioTabs.mute'),
    volumeMute: t('AudioTabs.unmute'),
  };
}
