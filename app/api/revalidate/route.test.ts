process.env.REVALIDATE_SECRET = 'unit-test-secret-0123456789';

// Imported after the secret is set: env is read once, when the module loads.
const post = async (body: string, auth?: string) =>
  (await import('./route')).POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers: auth ? { authorization: auth } : {},
    }),
  );

describe('POST /api/revalidate', () => {
  it('refuses a missing or wrong secret', async () => {
    expect((await post('{}')).status).toBe(401);
    expect((await post('{}', 'Bearer wrong-secret-wrong-secret!')).status).toBe(401);
  });

  it.each([
    '{not json',
    '{"paths":["//evil.com"]}',
    '{"paths":["no-slash"]}',
    '{"other":1}',
    '{"tags":["Deceased 5"]}',
    '{"tags":["deceased:5/../x"]}',
    '{"tags":"deceased:5"}',
  ])('answers 400 for %s', async (body) => {
    const res = await post(body, 'Bearer unit-test-secret-0123456789');
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
  });
});
