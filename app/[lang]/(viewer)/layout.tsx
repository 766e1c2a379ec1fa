import { LanguageOfNotFound } from '@/components/layout/not-found-content';

export default LanguageOfNotFound;
