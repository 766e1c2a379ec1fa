import { jsonError } from '@/lib/api/http';

const unknown = () => jsonError(404, 'Unknown API call');

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
