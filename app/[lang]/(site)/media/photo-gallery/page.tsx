import { galleryPage } from '../_gallery/gallery-page';

const { generateMetadata, GalleryPage } = galleryPage('photos');

export { generateMetadata };
export default GalleryPage;
