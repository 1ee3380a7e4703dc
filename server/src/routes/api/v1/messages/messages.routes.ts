import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import { perUserRateLimit, type UserRateLimits } from '../../../../plugins/user-rate-limits';
import type { ConversationsService } from '../../../../services/conversations.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  Message,
  MessagePage,
  MessagePageQuery,
  MessageReport,
  MessageReportBody,
  MessageThread,
  MessageUnreadCount,
  OpenThreadBody,
  PaginatedMessageThreadList,
  SendMessageBody,
  ThreadIdParams,
  ThreadListQuery,
  type MessagePageQueryValue,
  type ThreadListQueryValue,
} from './messages.schema';

const tags = ['Messages'];
type IdParams = { Params: Static<typeof ThreadIdParams> };

/** Brand–creator conversations (docs/messages.md). A thread the caller is not part of is 404, never 403. */
export async function messagesRoutes(
  app: FastifyInstance,
  options: { conversations: ConversationsService; publicUrl: string; rateLimits: UserRateLimits },
): Promise<void> {
  const { conversations } = options;

  app.get<{ Querystring: ThreadListQueryValue }>('/threads/', {
    schema: {
      operationId: 'listMessageThreads',
      summary: 'My conversations, most recent first, with unread counts; search by name, campaign or message text',
      tags,
      security: bearerSecurity,
      querystring: ThreadListQuery,
      response: { 200: ref(PaginatedMessageThreadList, 'One page of threads.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await conversations.list(currentUser(request), request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Body: Static<typeof OpenThreadBody> }>('/threads/', {
    schema: {
      operationId: 'openMessageThread',
      summary: 'Open the conversation with a creator (brands, influencers.message) or a brand (creators); returns the existing one',
      tags,
      security: bearerSecurity,
      body: ref(OpenThreadBody),
      response: {
        200: ref(MessageThread, 'The existing thread.'),
        201: ref(MessageThread, 'Created.'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { created, thread } = await conversations.open(currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(thread);
    },
  });

  app.get('/unread-count/', {
    schema: {
      operationId: 'getMessageUnreadCount',
      summary: 'Unread messages for the top bar (and per campaign for brands)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(MessageUnreadCount, 'The unread count.'), ...errorResponses(401) },
    },
    handler: async (request) => conversations.unreadCount(currentUser(request)),
  });

  app.get<IdParams>('/threads/:id/', {
    schema: {
      operationId: 'getMessageThread',
      summary: 'One of my conversations',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      response: { 200: ref(MessageThread, 'The thread.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => conversations.get(currentUser(request), request.params.id),
  });

  app.get<IdParams & { Querystring: MessagePageQueryValue }>('/threads/:id/messages/', {
    schema: {
      operationId: 'listThreadMessages',
      summary: 'Messages of a thread, oldest first on the page: the newest page, before=<seq> for older, after=<seq> for new',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      querystring: MessagePageQuery,
      response: { 200: ref(MessagePage, 'One page.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => conversations.messages(currentUser(request), request.params.id, request.query),
  });

  app.post<IdParams & { Body: Static<typeof SendMessageBody> }>('/threads/:id/messages/', {
    config: { rateLimit: perUserRateLimit(options.rateLimits.messagesPerMinute) },
    schema: {
      operationId: 'sendThreadMessage',
      summary: 'Send a message (text, links, attachments of my own assets); send an Idempotency-Key so a retry is stored once',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      body: ref(SendMessageBody),
      response: { 201: ref(Message, 'Stored.'), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => reply.code(201).send(await conversations.send(currentUser(request), request.params.id, request.body)),
  });

  app.post<IdParams>('/threads/:id/read/', {
    schema: {
      operationId: 'markMessageThreadRead',
      summary: 'Mark the thread read up to its newest message (the other side sees "Seen")',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      response: { 200: ref(MessageUnreadCount, 'My unread total after this.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => conversations.markRead(currentUser(request), request.params.id),
  });

  app.post<IdParams>('/threads/:id/block/', {
    schema: {
      operationId: 'blockMessageThread',
      summary: 'Creators: block the brand of this conversation (it can no longer send)',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      response: { 200: ref(MessageThread, 'The thread, blocked.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => conversations.setBlocked(currentUser(request), request.params.id, true),
  });

  app.delete<IdParams>('/threads/:id/block/', {
    schema: {
      operationId: 'unblockMessageThread',
      summary: 'Creators: unblock the brand of this conversation',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      response: { 200: ref(MessageThread, 'The thread, unblocked.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => conversations.setBlocked(currentUser(request), request.params.id, false),
  });

  app.post<IdParams & { Body: Static<typeof MessageReportBody> }>('/threads/:id/report/', {
    schema: {
      operationId: 'reportMessageThread',
      summary: 'Report the conversation or one of its messages to the operators',
      tags,
      security: bearerSecurity,
      params: ThreadIdParams,
      body: ref(MessageReportBody),
      response: { 201: ref(MessageReport, 'Reported.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await conversations.report(currentUser(request), request.params.id, request.body)),
  });
}

export { Message };
