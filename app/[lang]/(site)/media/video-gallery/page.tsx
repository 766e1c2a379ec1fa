import { galleryPage } from '../_gallery/gallery-page';

const { generateMetadata, GalleryPage } = galleryPage('videos');

export { generateMetadata };
export default GalleryPage;
