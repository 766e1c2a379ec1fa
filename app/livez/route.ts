// Liveness: the process answers. Nothing it depends on is asked (that is /readyz).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ live: true }, { headers: { 'cache-control': 'no-store' } });
}
