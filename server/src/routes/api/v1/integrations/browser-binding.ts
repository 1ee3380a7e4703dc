import type { FastifyReply, FastifyRequest } from 'fastify';
import { oauthStateLifetimeMs } from '../../../../../../src/domain/social/social-connect.rules';
import { bindingCookieName } from '../../../../services/social-connect.service';

/**
 * The cookie binding a started connection to the browser that started it: HttpOnly, SameSite=Lax (sent on the
 * platform's top-level redirect back to us), scoped to /api/v1/, 10 minutes. Read by hand: no cookie plugin needed.
 */
export function readBindingCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== bindingCookieName) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function setBindingCookie(reply: FastifyReply, value: string, secure: boolean): void {
  const attributes = [`${bindingCookieName}=${value}`, 'Path=/api/v1/', `Max-Age=${oauthStateLifetimeMs / 1000}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
