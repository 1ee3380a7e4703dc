import { pageHints } from '../../domain/navigation/page-hints';

/**
 * True when the server saw no session cookie on the page's own request. The session cookie is httpOnly, so the
 * page cannot look itself; without that cookie better-auth's session check can only answer "no session", and the
 * adapter does not hold the sign-in page behind that round trip (docs/performance.md).
 */
export function pageRequestedWithoutSession(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${pageHints.sessionMetaName}"]`)?.getAttribute('content') === 'none';
}
