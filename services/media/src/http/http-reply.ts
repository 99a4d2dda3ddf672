import type { Readable } from 'node:stream';

/** The part of Fastify's reply the streaming routes use. */
export interface HttpReply {
  status(statusCode: number): HttpReply;
  header(name: string, value: string | number): HttpReply;
  send(payload?: Readable | Buffer | string): HttpReply;
}

/** Whether an If-None-Match header names the entity tag (strong or weak form, lists, `*`). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === `"${etag}"`);
}
