import type { InstagramEndpoints } from '../instagram/instagram.types';
import type { YoutubeEndpoints } from '../youtube/youtube.types';

/** Where the sandbox lives in the product, and the app credentials its simulated platforms accept (not secrets). */
export const sandboxPrefix = { youtube: '/sandbox/youtube', instagram: '/sandbox/instagram' } as const;
export const sandboxApiVersion = 'v25.0';
export const sandboxCredentials = {
  youtube: { clientId: 'influencehub-sandbox.apps.googleusercontent.example', clientSecret: 'sandbox-youtube-client-secret' },
  instagram: { appId: '990000000000042', appSecret: 'sandbox-instagram-app-secret' },
} as const;

/** The clients' endpoints in sandbox mode: the product's own origin plays every Google and Instagram host. */
export function sandboxEndpoints(publicUrl: string): { youtube: YoutubeEndpoints; instagram: InstagramEndpoints } {
  const youtube = `${publicUrl}${sandboxPrefix.youtube}`;
  const instagram = `${publicUrl}${sandboxPrefix.instagram}`;
  return {
    youtube: { authBaseUrl: youtube, tokenBaseUrl: youtube, dataApiBaseUrl: `${youtube}/youtube/v3`, analyticsBaseUrl: `${youtube}/v2` },
    instagram: { authorizeBaseUrl: instagram, oauthBaseUrl: instagram, graphBaseUrl: instagram, apiVersion: sandboxApiVersion },
  };
}
