import { getPhotoGallery } from '@/lib/api';
import { dataResponse, handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => dataResponse(await getPhotoGallery()));
}
