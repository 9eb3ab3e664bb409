// Windows-1252 (« ANSI » to Excel on a French Windows), decoded from its table rather than by
// `TextDecoder('windows-1252')`: Node 20 treats that label as Latin-1, so the 27 characters the
// encoding places in 0x80–0x9F (’ œ € “ ” – …) come out as C1 control characters. Every other
// byte is the code point of the same number (ASCII, then Latin-1 from 0xA0). The five bytes the
// encoding leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay the control characters the WHATWG
// table maps them to: they are not text, and the forms' rules refuse them as such.

/** The characters of bytes 0x80–0x9F, in order (each one UTF-16 unit). */
const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** The text of Windows-1252 bytes. */
export function decodeWindows1252(bytes: Uint8Array): string {
  // Latin-1 is the same table outside 0x80–0x9F: each of those is then looked up.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (character) => high[character.charCodeAt(0) - 0x80] as string);
}
