import { checkReadiness } from '@/lib/api/health';

export const dynamic = 'force-dynamic';

// 503 while this instance cannot store a message: a load balancer sends it nothing then.
export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
