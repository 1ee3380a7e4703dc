const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpeg',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
};

/**
 * Bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E, U+200F
 * and U+061C) reorder what a person sees: `invoice\u202Egpj.exe` reads as `invoiceexe.jpg`. A name never needs them.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Removes the bidirectional controls from a name (also applied to names stored before this rule existed). */
export const withoutBidiControls = (name: string) => name.replace(bidiControls, '');

/**
 * A display name that is only ever a name: the last path segment, no control characters, quotes or separators,
 * at most 120 characters, and a fallback built from the detected type. It never names a storage location.
 */
export function safeDisplayName(raw: string | undefined, contentType: string): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(bidiControls, '')
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || `upload.${extensionOf[contentType] ?? 'bin'}`;
}

/** `Content-Disposition` value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', rawName: string): string {
  const fileName = withoutBidiControls(rawName);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987 attr-char leaves out ' ( ) * too, which encodeURIComponent keeps.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
