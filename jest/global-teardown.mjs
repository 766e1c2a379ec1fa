export default async function globalTeardown() {
  await Promise.all((globalThis.__xatireServices ?? []).map((service) => service.stop()));
}
