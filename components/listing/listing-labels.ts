import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ID_SLOT } from '@/lib/i18n/locale';

// Translated on the server: client islands get no messages.
export async function listingLabels() {
  const t = await getTranslations();
  return {
    loadMore: t('Listing.loadMore'),
    loading: t('Common.loading'),
    empty: t('Listing.empty'),
    head: t('GenealogyList.head'),
    untitled: t('GenealogyList.untitled', ID_SLOT),
    video: t('DetailCard.profileVideo', { name: '{name}' }),
  };
}
