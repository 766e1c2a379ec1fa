import type { FigureCategory } from '@/lib/api/types';
import type { HeaderKey } from '@/lib/i18n/messages';

export type CategoryInfo = {
  /** The English category title a record must carry to be shown under this path (spec §5). */
  title: string;
  label: HeaderKey;
  /** Monuments are buildings: 3:2 pictures instead of 4:5 portraits. */
  landscape: boolean;
  /** What a failed category check does (spec §2): render the 404 in place, or redirect to /404. */
  onMismatch: 'not-found' | 'redirect';
};

export const CATEGORY_INFO: Record<FigureCategory, CategoryInfo> = {
  'public-figures': {
    title: 'Public figures',
    label: 'header.9',
    landscape: false,
    onMismatch: 'not-found',
  },
  'historical-figures': {
    title: 'Historical figures',
    label: 'header.10',
    landscape: false,
    onMismatch: 'not-found',
  },
  martyrs: { title: 'Martyrs', label: 'header.11', landscape: false, onMismatch: 'redirect' },
  'dear-memories': {
    title: 'Dear Memories',
    label: 'header.12',
    landscape: false,
    onMismatch: 'redirect',
  },
  'historical-monuments': {
    title: 'Historical monuments',
    label: 'header.13',
    landscape: true,
    onMismatch: 'not-found',
  },
};
