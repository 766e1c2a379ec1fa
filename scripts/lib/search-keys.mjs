// Search terms for the benchmark: what visitors type, in three scripts, with and without
// diacritics, whole names and fragments, common and rare, hits and misses.
export const SEARCH_KEYS = [
  'nizami', 'Nizami Gəncəvi', 'низами', 'Üzeyir', 'uzeyir hajibeyov', 'Гаджибеков',
  'ismayil xetai', 'Ismail Khatai', 'хатаи', 'Əli', 'ali', 'Алиев', 'memmedov', 'Mammadov',
  'Мамедов', 'gulnara huseynova', 'Гюльнара', 'leyla', 'Лейла Джафарова', 'Rauf oğlu', 'qızı',
  'Jeyhun Hasanli', 'ceyhun', 'shusha', 'Şuşa', 'karvansara', 'Caravanserai', 'мечеть', 'Şəki',
  'Hacıyev', 'hajiyeva', 'Səbinə Rəhimova', 'Toğrul Bağırov', 'tural', 'a', 'q', 'aq', 'ov',
  'zz', 'xyz', 'qqqq', 'Preobrajenskaya',
];
