import type { LightMyRequestResponse } from 'fastify';
import type { Operation, OpenApiDocument } from './openapi-document';
import { createResponseValidator } from './openapi-document';

/**
 * 5xx answers an operation documents because they describe the world, not a bug: an upstream image host failing
 * (502), the database being unreachable for the readiness probe (503), Clerk webhooks when Clerk is not configured,
 * YouTube or Instagram failing a verification.
 */
const documentedServerStatuses: Record<string, readonly string[]> = {
  getImageProxy: ['502'],
  getHealthReady: ['503'],
  receiveClerkWebhook: ['503'],
  // The platform refusing (502) or not answering (503) a verification of a connected account.
  verifyYouTube: ['502', '503'],
  verifyInstagram: ['502', '503'],
};

const isJson = (contentType: string | undefined) => /^application\/(.+\+)?json\b/i.test(contentType ?? '');

/** Problems with one response, empty when it conforms: status documented, no 5xx, body matches the schema. */
export function createConformanceCheck(document: OpenApiDocument) {
  const validatorFor = createResponseValidator(document);
  return (operation: Operation, response: LightMyRequestResponse): string[] => {
    const status = String(response.statusCode);
    const problems: string[] = [];
    if (response.statusCode >= 500 && !(documentedServerStatuses[operation.operationId] ?? []).includes(status)) {
      problems.push(`server error ${status}`);
    }
    const documented = operation.responses[status] ?? operation.responses.default;
    if (!documented) {
      problems.push(`status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`);
      return problems;
    }
    const contentType = response.headers['content-type'] as string | undefined;
    const media = documented.content?.['application/json'];
    if (!documented.content) {
      if (response.body.length > 0) problems.push(`status ${status} documents no body but one was sent (${contentType})`);
      return problems;
    }
    // Binary answers (downloads, proxied images) are documented as their JSON error shapes only. An error page meant
    // for a browser (the links inside e-mails) names its media type at the start of its description ("text/html: …").
    if (!isJson(contentType)) {
      const declared = /^([a-z]+\/[a-z0-9.+-]+)/i.exec(documented.description ?? '')?.[1]?.toLowerCase();
      const sent = contentType?.split(';')[0]?.trim().toLowerCase();
      if (response.statusCode >= 400 && declared !== sent) problems.push(`error ${status} is not JSON (${contentType})`);
      return problems;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`status ${status} sent invalid JSON`);
      return problems;
    }
    if (media?.schema) {
      const validate = validatorFor(operation, status, media.schema);
      if (!validate(body)) {
        const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
        problems.push(`body does not match the documented ${status} schema: ${errors.join('; ')}`);
      }
    }
    return problems;
  };
}
