/**
 * Which opens a person did not make (docs/outreach-email.md "Machine opens"). Mail proxies fetch the pixel for
 * the reader: Apple Mail Privacy Protection prefetches every remote image of every message through Apple's proxies
 * whether or not it is read (shared/reference/integrations.md §5), and Google's image proxy fetches on Gmail's
 * behalf. Such opens are recorded with `machine = true` and reported apart from human opens.
 *
 * How to recognise them is not documented by Apple or Google. The signals below are the commonly reported ones and
 * are [unconfirmed]; the rule is defensive: the user agent is stored with every open, so the counts can be
 * recomputed when a signal proves wrong, and an unrecognised proxy errs towards "human" (clicks, which proxies do not
 * make, remain the reliable signal).
 */
export type MachineOpenReason = 'apple-mpp' | 'google-image-proxy' | 'other-proxy';

/** Apple's network (17.0.0.0/8) fetches MPP images. */
const appleNetwork = (ip: string) => /^(::ffff:)?17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);

export function machineOpenReason(userAgent: string | undefined, ip: string | undefined): MachineOpenReason | null {
  const ua = (userAgent ?? '').trim();
  // MPP's fetcher sends a bare "Mozilla/5.0"; no mail client a person uses sends so little.
  if (ua === 'Mozilla/5.0' || (ip && appleNetwork(ip))) return 'apple-mpp';
  if (/GoogleImageProxy|ggpht\.com/i.test(ua)) return 'google-image-proxy';
  if (/YahooMailProxy|Yahoo! Slurp|Barracuda|Mimecast|Proofpoint|bot\b|crawler|spider/i.test(ua)) return 'other-proxy';
  return null;
}
