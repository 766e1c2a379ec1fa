import 'server-only';
import { readSettings } from '@/lib/runtime/settings.mjs';

// The same checks as server/main.mjs ran before it listened (lib/runtime/settings.mjs).
export const env = readSettings();
export const isRemote = env.API_URL !== undefined;
export const MEDIA_BASE = env.MEDIA_BASE;
