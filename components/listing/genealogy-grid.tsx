'use client';

import { GenealogyCard } from '@/components/memorial/genealogy-card';
import { LoadMoreGrid, type GridProps } from './load-more-grid';

/** The genealogy listing: its collections' cards, loaded more. */
export function GenealogyGrid(props: GridProps<'genealogies'>) {
  return <LoadMoreGrid {...props} Card={GenealogyCard} />;
}
