import type { FigureCategory } from '@/lib/contract/types';
import type { HeaderKey } from '@/lib/i18n/messages';

export type CategoryInfo = {
  /** The English category title a record must carry to be shown under this path (spec §5). */
  title: string;
  label: HeaderKey;
  /** A place, not a person: 3:2 pictures, no days of remembrance, a landmark in the JSON-LD. */
  monument: boolean;
  /** What a failed category check does (spec §2): render the 404 in place, or redirect to /404. */
  onMismatch: 'not-found' | 'redirect';
};

export const CATEGORY_INFO: Record<FigureCategory, CategoryInfo> = {
  'public-figures': {
    title: 'Public figures',
    label: 'header.publicFigures',
    monument: false,
    onMismatch: 'not-found',
  },
  'historical-figures': {
    title: 'Historical figures',
    label: 'header.historicalFigures',
    monument: false,
    onMismatch: 'not-found',
  },
  martyrs: { title: 'Martyrs', label: 'header.martyrs', monument: false, onMismatch: 'redirect' },
  'dear-memories': {
    title: 'Dear Memories',
    label: 'header.dearMemories',
    monument: false,
    onMismatch: 'redirect',
  },
  'historical-monuments': {
    title: 'Historical monuments',
    label: 'header.historicalMonuments',
    monument: true,
    onMismatch: 'not-found',
  },
};
