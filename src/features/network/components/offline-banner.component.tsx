/** PLACEHOLDER, to be replaced: the offline banner of SPEC §4 (helper E). */
export function OfflineBanner() {
  return null;
}
