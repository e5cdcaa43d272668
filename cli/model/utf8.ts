// Content files are UTF-8: one saved in another encoding would be published with "�", so the editor
// learns where the first bad byte is instead.
import type { Place } from './locate.ts';

// A bad byte throws; the byte order mark is kept for the front matter pattern that expects it.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class NotUtf8Error extends Error {
  constructor(
    readonly at: Place,
    bytes: Uint8Array,
  ) {
    const hex = [...bytes].map((byte) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(' ');
    super(
      `Not UTF-8 text: ${bytes.length === 1 ? 'byte' : 'bytes'} ${hex} here ${bytes.length === 1 ? 'is' : 'are'} not valid UTF-8; save the file with the UTF-8 encoding`,
    );
  }
}

/** The text of a file's bytes; throws NotUtf8Error at the first bytes that are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch (error) {
    throw firstBadBytes(bytes) ?? error;
  }
}

/** For a file already found bad: byte by byte through a streaming decoder, which throws at the first
 *  byte that cannot start or continue a character. */
function firstBadBytes(bytes: Uint8Array): NotUtf8Error | undefined {
  const streaming = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const at: Place = { line: 1, column: 1 };
  // The first byte of the character being read: where a broken character starts.
  let characterStart = 0;
  for (let index = 0; index <= bytes.length; index++) {
    let decoded: string;
    try {
      decoded =
        index < bytes.length
          ? streaming.decode(bytes.subarray(index, index + 1), { stream: true })
          : streaming.decode();
    } catch {
      return new NotUtf8Error({ ...at }, bytes.slice(characterStart, Math.max(index, characterStart + 1)));
    }
    if (!decoded) continue;
    characterStart = index + 1;
    if (decoded === '\n') [at.line, at.column] = [at.line + 1, 1];
    else at.column += decoded.length;
  }
  return undefined;
}
