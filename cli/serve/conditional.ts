// What lets a browser keep a file and fetch part of one, as hosts allow: validators and 304 Not
// Modified (RFC 9110 section 13), and byte ranges of a file sent as it is (section 14).
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface Validators {
  /** Strong: each encoding of a file has its own, as a compressed body is other bytes. */
  etag: string;
  lastModified: string;
}

export interface FileVersion {
  /** Nanoseconds: two writes of the same length within a second (a rebuild) still differ. */
  mtimeNs: bigint;
  size: number;
}

/**
 * From the file's time and size, as nginx makes its ETag, or from the bytes of a body made at each
 * request (a page with the live-reload script), so that the same file served plain by another server
 * on the same port is not taken for it; and the encoding the body is sent in.
 */
export function validatorsOf({ mtimeNs, size }: FileVersion, encoding?: string, body?: Uint8Array): Validators {
  const opaque = body
    ? createHash('sha256').update(body).digest('base64url').slice(0, 27)
    : `${mtimeNs.toString(16)}-${size.toString(16)}`;
  return {
    etag: `"${opaque}${encoding ? `-${encoding}` : ''}"`,
    lastModified: new Date(Number(mtimeNs / 1_000_000n)).toUTCString(),
  };
}

/** If-None-Match names this ETag (compared weakly, as the RFC asks for GET and HEAD), or else
 *  If-Modified-Since is not older than the file. */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    const opaque = (etag: string) => etag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((etag) => opaque(etag) === opaque(validators.etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(validators.lastModified) <= since;
}

/** Inclusive byte offsets, as Content-Range writes them. */
export type ByteRange = { start: number; end: number };

/**
 * The part of a file of `size` bytes a GET asks for: undefined for the whole file (no Range, one we
 * do not read, several ranges, or an If-Range naming another version), 'unsatisfiable' when the
 * range starts past the end (416).
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  size: number,
  validators: Validators,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((headers.range ?? '').trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const ifRange = headers['if-range']?.toString().trim();
  if (ifRange && ifRange !== validators.etag && ifRange !== validators.lastModified) return undefined;
  if (!match[1]) {
    // bytes=-N: the last N bytes.
    const length = Number(match[2]);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : Infinity;
  if (end < start) return undefined; // not a valid range: the RFC says to ignore it
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
