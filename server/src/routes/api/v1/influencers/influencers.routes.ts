import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { InfluencersService } from '../../../../services/influencers.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { IdParams, InfluencerProfile, InfluencerProfileBody, PublicInfluencerProfile, SocialAccount, SocialAccountBody } from './influencers.schema';

const tags = ['Influencers'];
type Id = { Params: Static<typeof IdParams> };
type Body = { Body: Record<string, unknown> };
const noContent = { type: 'null', description: 'Done.' } as const;

/** Influencer profiles and the caller's social accounts (docs/influencer-profiles.md). */
export async function influencersRoutes(app: FastifyInstance, options: { influencers: InfluencersService }): Promise<void> {
  const { influencers } = options;
  const doc = (operationId: string, summary: string) => ({ operationId, summary, tags, security: bearerSecurity });

  app.post<Body>('/profile-setup/', {
    schema: {
      ...doc('completeInfluencerProfileSetup', 'Finish setup: save any fields sent, check the completion rule, mark the profile complete'),
      body: ref(InfluencerProfileBody),
      response: { 200: ref(InfluencerProfile, 'Complete (repeating is harmless).'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => influencers.completeSetup(currentUser(request), request.body ?? {}),
  });

  app.get('/profile/', {
    schema: {
      ...doc('getMyInfluencerProfile', 'My influencer profile; null before the first saved step (not started is an answer, not an error)'),
      response: { 200: Type.Union([ref(InfluencerProfile), Type.Null()], { description: 'The profile, or null when setup has not saved a step yet.' }), ...errorResponses(401, 403) },
    },
    handler: async (request) => influencers.getOwn(currentUser(request)),
  });

  app.post<Body>('/profile/', {
    schema: {
      ...doc('saveMyInfluencerProfile', 'Create my profile or change the fields sent (each step of setup saves here)'),
      body: ref(InfluencerProfileBody),
      response: { 200: ref(InfluencerProfile, 'Saved.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => influencers.saveDraft(currentUser(request), request.body ?? {}),
  });

  app.get<Id>('/profile/:id/', {
    schema: {
      ...doc('getInfluencerProfile', 'A profile: all of it for its owner, the public part of a completed profile for others'),
      params: IdParams,
      response: { 200: Type.Union([ref(InfluencerProfile), ref(PublicInfluencerProfile)]), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => influencers.getById(currentUser(request), request.params.id),
  });

  const change = (whole: boolean) => ({
    schema: {
      ...doc(whole ? 'replaceInfluencerProfile' : 'updateInfluencerProfile', whole ? 'Replace my profile (every field checked)' : 'Change some fields of my profile'),
      params: IdParams,
      body: ref(InfluencerProfileBody),
      response: { 200: ref(InfluencerProfile, 'Saved.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request: { params: Static<typeof IdParams>; body: unknown } & Parameters<typeof currentUser>[0]) =>
      influencers.update(currentUser(request), request.params.id, (request.body ?? {}) as Record<string, unknown>, whole),
  });
  app.put<Id & Body>('/profile/:id/', change(true));
  app.patch<Id & Body>('/profile/:id/', change(false));

  app.delete<Id>('/profile/:id/', {
    schema: { ...doc('deleteInfluencerProfile', 'Delete my profile and its social accounts (setup starts again)'), params: IdParams, response: { 204: noContent, ...errorResponses(400, 401, 404) } },
    handler: async (request, reply) => {
      await influencers.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.get('/me/social-accounts/', {
    schema: { ...doc('listMySocialAccounts', 'My linked YouTube and Instagram accounts'), response: { 200: Type.Array(ref(SocialAccount)), ...errorResponses(401, 403) } },
    handler: async (request) => influencers.listSocialAccounts(currentUser(request)),
  });

  app.post<Body>('/me/social-accounts/', {
    schema: {
      ...doc('addMySocialAccount', 'Link a YouTube channel or Instagram profile'),
      body: ref(SocialAccountBody),
      response: { 201: ref(SocialAccount, 'Linked.'), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await influencers.addSocialAccount(currentUser(request), request.body ?? {})),
  });

  app.delete<Id>('/me/social-accounts/:id/', {
    schema: { ...doc('removeMySocialAccount', 'Unlink one of my accounts (a complete profile keeps at least one)'), params: IdParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await influencers.removeSocialAccount(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
