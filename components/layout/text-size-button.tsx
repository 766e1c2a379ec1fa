'use client';

import { useState, useSyncExternalStore } from 'react';
import { TextSizeIcon } from '@/components/ui/icons';
import { currentTextSize, setTextSize, TEXT_SIZES, type TextSize } from './text-size';

type Props = { label: string; sizes: Record<TextSize, string> };

function onSizeChange(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributeFilter: ['data-text-size'] });
  return () => observer.disconnect();
}

// One button steps through the three sizes. The page's HTML is the same for every reader (the
// size is read on the device): the label names the size once it is known.
export function TextSizeButton({ label, sizes }: Props) {
  const size = useSyncExternalStore(onSizeChange, currentTextSize, () => null);
  const [announced, setAnnounced] = useState('');

  const next = () => {
    const from = size ?? currentTextSize();
    const to = TEXT_SIZES[(TEXT_SIZES.indexOf(from) + 1) % TEXT_SIZES.length]!;
    setTextSize(to);
    setAnnounced(`${label}: ${sizes[to]}`);
  };

  return (
    <>
      <button
        type="button"
        className="icon-button"
        data-needs-scripts
        aria-label={size ? `${label}: ${sizes[size]}` : label}
        title={label}
        onClick={next}
      >
        <TextSizeIcon size={24} />
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
