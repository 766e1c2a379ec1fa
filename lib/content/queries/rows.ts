import type { LangMap } from '@/lib/contract/types';

export function langOf<P extends string>(
  row: Record<`${P}_${keyof LangMap}`, string>,
  prefix: P,
): LangMap {
  return { az: row[`${prefix}_az`], en: row[`${prefix}_en`], ru: row[`${prefix}_ru`] };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
