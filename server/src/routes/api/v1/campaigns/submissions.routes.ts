import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import { perUserRateLimit, type UserRateLimits } from '../../../../plugins/user-rate-limits';
import type { SubmissionsService } from '../../../../services/submissions.service';
import type { BrandReviewAction, VerificationService } from '../../../../services/verification.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  CampaignIdParams, ContentSubmission, ContentSubmissionQuery, PaginatedContentSubmissionList, SubmissionParams, SubmitContent,
  VerificationReason, VerifyContent, type ContentSubmissionQueryValue, type SubmitContentBody,
} from './submissions.schema';

const tags = ['Content submissions'];
type IdParams = { Params: { id: string } };
type SubParams = { Params: { id: string; submissionId: string } };
const one = (description: string) => ({ 200: ref(ContentSubmission, description), ...errorResponses(400, 401, 403, 404, 409) });

/** Content submission, the brand's review queue and the review steps (docs/marketplace.md). */
export async function submissionsRoutes(
  app: FastifyInstance,
  options: { submissions: SubmissionsService; verification: VerificationService; publicUrl: string; rateLimits: UserRateLimits },
): Promise<void> {
  const { submissions, verification } = options;
  // One count per user and kind of call: submitting, each review step, disputing.
  const actionLimit = () => ({ rateLimit: perUserRateLimit(options.rateLimits.actionsPerMinute) });

  app.post<IdParams & { Body: SubmitContentBody }>('/:id/submissions/', {
    config: actionLimit(),
    schema: {
      operationId: 'submitCampaignContent',
      summary: 'Submit content for one placement of a campaign you accepted',
      description:
        "Exactly one of content_url (a YouTube or Instagram link of the placement's platform, from an account you linked) and asset_id. " +
        "403 when you were invited but have not accepted; 409 while the placement has content under review or verified; repeating the " +
        'same content while it awaits review returns it with 200.',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      body: ref(SubmitContent),
      response: { 201: ref(ContentSubmission, 'The new submission.'), ...one('The same submission (a retried request).') },
    },
    handler: async (request, reply) => {
      const { created, view } = await submissions.submit(currentUser(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(view);
    },
  });

  app.get<IdParams & { Querystring: ContentSubmissionQueryValue }>('/:id/content-submissions/', {
    schema: {
      operationId: 'listCampaignContentSubmissions',
      summary: "A campaign's review queue with each submission's thread (brand members)",
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      querystring: ContentSubmissionQuery,
      response: { 200: ref(PaginatedContentSubmissionList, 'One page of submissions.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await submissions.queue(currentUser(request), request.params.id, request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<SubParams>('/:id/content-submissions/:submissionId/', {
    schema: {
      operationId: 'getCampaignContentSubmission',
      summary: 'One submission and its review thread (the brand or the influencer who submitted it)',
      tags,
      security: bearerSecurity,
      params: SubmissionParams,
      response: { 200: ref(ContentSubmission, 'The submission.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => submissions.detail(currentUser(request), request.params.id, request.params.submissionId),
  });

  const brandStep = (action: BrandReviewAction, summary: string, body: typeof VerificationReason | typeof VerifyContent) =>
    app.post<SubParams & { Body: { reason?: string | null } }>(`/:id/content-submissions/:submissionId/${action}/`, {
      config: actionLimit(),
      schema: {
        operationId: `${action}CampaignContentSubmission`,
        summary,
        description: "Brand members with campaigns.edit (viewers 403). 409 'A submission that is ... cannot be ...' when the status does not allow it.",
        tags,
        security: bearerSecurity,
        params: SubmissionParams,
        body: ref(body),
        response: one('The submission after the step.'),
      },
      handler: async (request) =>
        verification.review(currentUser(request), request.params.id, request.params.submissionId, action, request.body ?? {}),
    });
  brandStep('verify', 'Verify submitted content (submitted -> verified)', VerifyContent);
  brandStep('reject', 'Reject submitted content with a reason (submitted -> rejected)', VerificationReason);
  brandStep('respond', "Answer the influencer's dispute (rebuttal_requested -> rebuttal_responsed)", VerificationReason);

  app.post<SubParams & { Body: { reason: string } }>('/:id/content-submissions/:submissionId/dispute/', {
    config: actionLimit(),
    schema: {
      operationId: 'disputeCampaignContentSubmission',
      summary: 'Dispute a rejection of your content, once (rejected -> rebuttal_requested)',
      description: "The influencer who submitted it; anyone else 404. A second dispute: 409 'A rejection can be disputed only once.'",
      tags,
      security: bearerSecurity,
      params: SubmissionParams,
      body: ref(VerificationReason),
      response: one('The submission after the step.'),
    },
    handler: async (request) => verification.dispute(currentUser(request), request.params.id, request.params.submissionId, request.body),
  });
}
