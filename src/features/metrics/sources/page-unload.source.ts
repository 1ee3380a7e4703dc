/**
 * Calls `onUnload` when the page is hidden or left (visibilitychange to hidden, pagehide). Registered on the
 * document after web-vitals' window listeners, so the final LCP, CLS and INP are queued before it fires.
 */
export function subscribePageUnload(onUnload: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onUnload();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onUnload);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onUnload);
  };
}
