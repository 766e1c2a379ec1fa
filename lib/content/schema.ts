import type { Generated, Kysely, Selectable } from 'kysely';

export interface CategoryTable {
  id: number;
  slug: string;
  title_az: string;
  title_en: string;
  title_ru: string;
}

export interface DeceasedTable {
  id: Generated<number>;
  category_id: number;
  genealogy_id: number | null;
  position: number;
  name_az: string;
  name_en: string;
  name_ru: string;
  text_az: string;
  text_en: string;
  text_ru: string;
  date: string;
  photo_title: string | null;
  photo_title_cdn: string | null;
  share: number;
  social_media: string;
  location: string | null;
  voice_az: string | null;
  voice_en: string | null;
  voice_ru: string | null;
  search_text: string;
  /** Read from `date` (lib/search/record-years.ts); null when it gives none. */
  birth_year: number | null;
  death_year: number | null;
  /** The day of death as month × 100 + day (12 March: 312), for "remembered today". */
  death_day: number | null;
  created_at: string;
  updated_at: string;
  /** Remote mode's index: 'deceased:ID' or 'member:ID' (the operator's id spaces overlap). */
  record_key: string | null;
  /** Remote mode's index: the operator's id; null in the embedded store, where `id` is it. */
  record_id: number | null;
  seen_walk: number | null;
}

export interface DeceasedMediaTable {
  id: Generated<number>;
  deceased_id: number;
  kind: 'image' | 'video' | 'youtube' | 'audio' | 'quran';
  position: number;
  url: string;
  original_name: string;
  file_size: number;
  file_type: string;
  upload_date: string;
}

export interface SearchWordTable {
  word: string;
  id: number;
  /** PostgreSQL only (migration 011): the person's filters, copied. */
  category_id: number;
  death_year: number | null;
  birth_year: number | null;
}

/** SQLite only: each word of search_words from its second letter on, while three are left. */
export interface SearchInsideTable {
  word: string;
  id: number;
}

export interface GenealogyTable {
  id: Generated<number>;
  position: number;
  title_az: string;
  title_en: string;
  title_ru: string;
  head_az: string;
  head_en: string;
  head_ru: string;
  date: string;
  search_text: string;
  birth_year: number | null;
  death_year: number | null;
  death_day: number | null;
  created_at: string;
  updated_at: string;
  /** Remote mode's index: the last walk that saw the collection (its id is the operator's). */
  seen_walk: number | null;
}

export interface OperatorIndexTable {
  id: number;
  walk: Generated<number>;
  /** JSON: where the walk in progress stands; null when none is. */
  cursor: string | null;
  lease_holder: string | null;
  lease_until: string | null;
  started_at: string | null;
  completed_at: string | null;
  last_error: string | null;
}

export interface QrCodeTable {
  random_uuid: string;
  photo: string | null;
  name: string;
  birthday: string;
  blood_group: string;
  number: string;
}

export interface SiteTextTable {
  key: string;
  az: string;
  en: string;
  ru: string;
}

export interface SiteSettingTable {
  key: string;
  value: string;
}

export interface SiteMediaTable {
  id: Generated<number>;
  list: 'partner' | 'sample' | 'gallery_photo' | 'gallery_video' | 'badge';
  position: number;
  media: string;
  link: string | null;
}

export interface ProductTable {
  id: Generated<number>;
  position: number;
  image: string;
  title_az: string;
  title_en: string;
  title_ru: string;
  size: string;
  unit_az: string;
  unit_en: string;
  unit_ru: string;
  cost_az: string;
  cost_en: string;
  cost_ru: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  first_name: string;
  phone: string;
  email: string;
  message: string;
  created_at: string;
  /** The sender's Idempotency-Key, unique when given; the key the operator's API gets too. */
  request_id: string | null;
  /** The sha256 of the message stored under request_id (null before migration 005). */
  request_hash: string | null;
  delivery: Generated<ContactDelivery>;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  lease_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

export type ContactDelivery = 'kept' | 'pending' | 'delivered';

export interface Database {
  categories: CategoryTable;
  deceased: DeceasedTable;
  deceased_media: DeceasedMediaTable;
  genealogies: GenealogyTable;
  search_words: SearchWordTable;
  search_insides: SearchInsideTable;
  qr_codes: QrCodeTable;
  site_texts: SiteTextTable;
  site_settings: SiteSettingTable;
  site_media: SiteMediaTable;
  products: ProductTable;
  contact_messages: ContactMessageTable;
  operator_index: OperatorIndexTable;
}

export type ContentDb = Kysely<Database>;
export type DeceasedRow = Selectable<DeceasedTable>;
export type DeceasedMediaRow = Selectable<DeceasedMediaTable>;
