import type { ReactNode } from 'react';
import { useSignImageProxyUrlQuery } from '../../api/enhanced-api';
import { imageSourceOf } from './display-image-url';

type Render = (src: string | undefined) => ReactNode;

/** Asks the API for a signed image-proxy link (an <img> cannot send the bearer token the proxy wants). */
function SignedRemoteImage({ url, children }: { url: string; children: Render }) {
  const signed = useSignImageProxyUrlQuery({ url });
  return children(signed.data?.url);
}

/**
 * Renders `children` with the address an <img> may load a stored picture from: our uploads directly, remote
 * pictures through a signed proxy link once the API has issued it, anything else as undefined.
 */
export function DisplayImage({ url, children }: { url: string | null | undefined; children: Render }) {
  const source = imageSourceOf(url);
  if (source?.kind === 'remote') return <SignedRemoteImage url={source.url}>{children}</SignedRemoteImage>;
  return children(source?.src);
}
