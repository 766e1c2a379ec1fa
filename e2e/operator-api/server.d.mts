// Types of server.mjs, for the TypeScript specs.
import type { OperatorData } from './data.mjs';

/** How a matched call answers: 'ok' normally; 'error' 500 JSON; 'not-found' 404 JSON; 'invalid-json' 200
 * with a truncated JSON body; 'hang' never answers; 'down' destroys the socket; 'absent' 404 nginx HTML. */
export type Mode = 'ok' | 'error' | 'not-found' | 'invalid-json' | 'hang' | 'down' | 'absent';

export interface LoggedRequest {
  host: 'api' | 'admin';
  method: string;
  /** The path as received (percent-encoded, with the prefix), e.g. '/api/v1/terms'. */
  path: string;
  /** API host: the path after the prefix ('/v1/terms'), null when outside the prefix. Admin host: the path. */
  route: string | null;
  query: Record<string, string>;
  /** Date.now() when the request arrived. */
  at: number;
  idempotencyKey?: string;
  /** Status answered; null while pending or for 'hang' and 'down'. */
  status: number | null;
}

export interface ContactPost {
  at: number;
  idempotencyKey?: string;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** 201 accepted, 400 not JSON, 422 a field missing, or the switched mode's status; null for 'hang'/'down'. */
  status: number | null;
}

export interface StartOptions {
  /** '' (default: the site's API_URL is the origin) or '/api' (API_URL ends in /api). */
  prefix?: string;
  /** Fixed ports (default: free ones). */
  port?: number;
  adminPort?: number;
  /** Interface to listen on (default 'localhost'). */
  host?: string;
  /** Initial latency in ms, also restored by reset(). */
  latency?: number;
  /** Folder the media bytes are read from (default: the repository's public/media). */
  mediaRoot?: string;
}

export interface OperatorApi {
  /** Includes the prefix, e.g. 'http://localhost:41234/api'. */
  readonly apiUrl: string;
  /** No prefix, e.g. 'http://localhost:41235'. */
  readonly adminUrl: string;
  readonly prefix: string;
  /** Every request on both hosts except /__standin, in arrival order (cleared by reset()). */
  readonly requests: LoggedRequest[];
  /** Every POST {prefix}/v1/contact (cleared by reset()). */
  readonly contactPosts: ContactPost[];
  /** The live data the hosts answer from. */
  readonly data: OperatorData;
  /** `pattern`: a path prefix after the prefix matched by whole segments ('/v1/contact' is not
   * '/v1/contact2'), optionally after a method ('POST /v1/contact'); '*' is every API-host call;
   * admin-host paths as they are ('/api/v1/genealogy', '/uploads'). The longest matching pattern wins. */
  setMode(pattern: string, mode: Mode): void;
  /** Every answer on both hosts waits this long first. */
  setLatency(ms: number): void;
  /** Modes, latency, data and logs back to the start. */
  reset(): void;
  /** The homepage hero type ('deceased' at start, 'video' for the video hero). */
  setHeroType(type: string): void;
  edit(fn: (data: OperatorData) => void): void;
  /** Closes both servers and every open connection, 'hang' ones included. */
  close(): Promise<void>;
}

/** Starts both hosts on loopback. Over HTTP, the same switches: POST {adminUrl}/__standin with
 * {action:'setMode',pattern,mode} | {action:'setLatency',ms} | {action:'reset'} | {action:'setHeroType',type}
 * | {action:'set',path:'pages.homepage.type',value} | {action:'state'} (or a list of them); GET reads
 * {requests, contactPosts, modes, latency}. */
export function startOperatorApi(options?: StartOptions): Promise<OperatorApi>;
