'use client';

import { FigureCard } from '@/components/memorial/figure-card';
import { LoadMoreGrid, type GridProps } from './load-more-grid';

/** A listing of memorials, or a family tree's members: their cards, loaded more. */
export function FigureGrid(props: GridProps<'figures' | 'members'>) {
  return <LoadMoreGrid {...props} Card={FigureCard} />;
}
