// What an uploaded file really is, told by its first bytes rather than by the name or type the
// browser gave it, and the name it is kept and downloaded under.
import type { AttachmentMediaType } from 'shared-domain/clinical/clinical-record';

const signatures: { mediaType: AttachmentMediaType; bytes: number[]; extension: string }[] = [
  { mediaType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' },
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
];

/** The media type `content` starts like; undefined for anything else. */
export function sniffMediaType(content: Uint8Array): AttachmentMediaType | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))?.mediaType;
}

const maxNameLength = 120;

/**
 * The name a file is kept under: its last path segment, without control characters, quotes,
 * slashes or characters Windows refuses, at most 120 characters, with the extension of what it
 * really is. 'document.pdf' when nothing usable is left.
 */
export function sanitizeFileName(name: string, mediaType: AttachmentMediaType): string {
  const extension = signatures.find((signature) => signature.mediaType === mediaType)?.extension ?? 'bin';
  const lastSegment = name.split(/[\\/]/).at(-1) ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"'<>:|?*;%]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const base = cleaned
    .replace(/\.[^.]*$/, '')
    .slice(0, maxNameLength - extension.length - 1)
    .trim();
  return `${base || 'document'}.${extension}`;
}

/** `Content-Disposition` for a download under `fileName`, readable by every browser (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
