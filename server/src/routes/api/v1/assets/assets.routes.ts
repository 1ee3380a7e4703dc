import multipart from '@fastify/multipart';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetPurposes, imageMimeTypes, maxUploadBytes, uploadMessages, type AssetPurpose } from '../../../../../../src/domain/assets/asset-rules';
import { ApiError, badRequest, payloadTooLarge, validationFailed } from '../../../../plugins/api-error';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import { perUserRateLimit, type UserRateLimits } from '../../../../plugins/user-rate-limits';
import type { AssetsService, UploadedFile } from '../../../../services/assets.service';
import { bearerSecurity, ErrorResponse, errorResponses, ref } from '../shared.schema';
import { sendStoredFile } from './file-response';
import {
  Asset,
  AssetIdParams,
  AssetListQuery,
  AssetMetadata,
  AssetUpdateBody,
  AssetUploadBody,
  PaginatedAssetList,
  type AssetListQueryValue,
} from './assets.schema';

const tags = ['Assets'];
type IdParams = { Params: Static<typeof AssetIdParams> };
const tooLarge = ref(ErrorResponse, uploadMessages.tooLarge);
const wrongType = ref(ErrorResponse, uploadMessages.unsupportedType);

interface MultipartInput {
  file?: UploadedFile;
  fields: Record<string, string>;
}

/** Reads the multipart parts: at most one file (bounded by the upload limit while streaming) and short text fields. */
async function readMultipart(request: FastifyRequest): Promise<MultipartInput> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const input: MultipartInput = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (input.file || part.fieldname !== 'file') throw validationFailed({ file: ['Send one file, in the field "file".'] });
        input.file = { fileName: part.filename, data: await part.toBuffer() };
      } else {
        input.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(uploadMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationFailed({ file: ['Send one file, in the field "file".'] });
    }
    if (error instanceof ApiError) throw error;
    // Anything else is the parser refusing the bytes (no or empty boundary, truncated body): the client's fault.
    throw badRequest('Malformed multipart/form-data body.');
  }
  return input;
}

const isEmbeddableImage = (contentType: string) => (imageMimeTypes as readonly string[]).includes(contentType);

function purposeOf(fields: Record<string, string>): AssetPurpose | undefined {
  const value = fields.purpose;
  if (value === undefined || value === '') return undefined;
  if (!(assetPurposes as readonly string[]).includes(value)) {
    throw validationFailed({ purpose: [`Purpose must be one of: ${assetPurposes.join(', ')}.`] });
  }
  return value as AssetPurpose;
}

/** Only the body is read by hand (multipart); a bad id or query is still a 400. */
function rejectInvalidNonBody(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (error && error.validationContext !== 'body') throw error;
}

/** The caller's uploads (SPEC §7 Assets); another user's asset is 404 everywhere except public downloads. */
export async function assetsRoutes(
  app: FastifyInstance,
  options: { assets: AssetsService; publicUrl: string; rateLimits: UserRateLimits },
): Promise<void> {
  const { assets } = options;
  const uploadLimit = { rateLimit: perUserRateLimit(options.rateLimits.uploadsPerMinute) };
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post('/', {
    config: uploadLimit,
    attachValidation: true,
    prefixTrailingSlash: 'slash',
    schema: {
      operationId: 'uploadAsset',
      summary: 'Upload an image or video (multipart/form-data)',
      tags,
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      body: AssetUploadBody,
      response: { 201: ref(Asset, 'Stored.'), ...errorResponses(400, 401), 413: tooLarge, 415: wrongType },
    },
    handler: async (request, reply) => {
      rejectInvalidNonBody(request);
      const input = await readMultipart(request);
      if (!input.file) throw validationFailed({ file: [uploadMessages.fileRequired] });
      const purpose = purposeOf(input.fields);
      const asset = await assets.upload(currentUser(request).id, input.file, purpose);
      return reply.code(201).send(asset);
    },
  });

  app.get<{ Querystring: AssetListQueryValue }>('/', {
    prefixTrailingSlash: 'slash',
    schema: {
      operationId: 'listAssets',
      summary: 'My uploads, newest first',
      tags,
      security: bearerSecurity,
      querystring: AssetListQuery,
      response: { 200: ref(PaginatedAssetList, 'One page of my assets.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { kind, purpose } = request.query;
      const { count, results } = await assets.list(
        currentUser(request).id,
        { kind, purpose },
        { limit: request.query.page_size, offset: pageOffset(request.query) },
      );
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<IdParams>('/:id/', {
    schema: {
      operationId: 'getAsset',
      summary: 'One of my assets',
      tags,
      security: bearerSecurity,
      params: AssetIdParams,
      response: { 200: ref(Asset, 'The asset.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => assets.get(currentUser(request).id, request.params.id),
  });

  const update = (operationId: string, summary: string) => ({
    config: uploadLimit,
    attachValidation: true,
    schema: {
      operationId,
      summary,
      tags,
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      params: AssetIdParams,
      body: AssetUpdateBody,
      response: { 200: ref(Asset, 'Updated.'), ...errorResponses(400, 401, 404), 413: tooLarge, 415: wrongType },
    },
    handler: async (request: FastifyRequest<IdParams>) => {
      rejectInvalidNonBody(request);
      const input = await readMultipart(request);
      const fileName = input.fields.file_name?.trim();
      if (input.fields.file_name !== undefined && !fileName) throw validationFailed({ file_name: ['File name cannot be blank.'] });
      return assets.update(currentUser(request).id, request.params.id, { file: input.file, fileName, purpose: purposeOf(input.fields) });
    },
  });
  app.put<IdParams>('/:id/', update('replaceAsset', 'Replace the file of one of my assets (multipart)'));
  app.patch<IdParams>('/:id/', update('updateAsset', 'Rename, change purpose or replace the file (multipart; all parts optional)'));

  app.delete<IdParams>('/:id/', {
    schema: {
      operationId: 'deleteAsset',
      summary: 'Delete one of my assets and its stored file',
      tags,
      security: bearerSecurity,
      params: AssetIdParams,
      response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await assets.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.get<IdParams>('/:id/metadata/', {
    schema: {
      operationId: 'getAssetMetadata',
      summary: 'Size, type and image dimensions of one of my assets',
      tags,
      security: bearerSecurity,
      params: AssetIdParams,
      response: { 200: ref(AssetMetadata, 'The metadata.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => assets.metadata(currentUser(request).id, request.params.id),
  });

  /**
   * The bytes, to be saved (`download/`, always `attachment`) or shown in the page (`inline/`, honoured only for
   * images, whose type was decided by their bytes at upload; anything else is still an attachment).
   */
  const fileRoute = (disposition: 'attachment' | 'inline', operationId: string, summary: string) => ({
    // Profile pictures and logos are shown to anyone (an <img> cannot send a token); other assets need their owner's.
    config: { access: 'optional' as const },
    schema: {
      operationId,
      summary,
      tags,
      security: [...bearerSecurity, {}],
      params: AssetIdParams,
      response: {
        200: { description: 'The bytes, with their detected Content-Type.', type: 'string', format: 'binary' },
        ...errorResponses(400, 401, 404),
      },
    },
    handler: async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
      const file = await assets.download(request.user?.id ?? null, request.params.id);
      const isPublic = file.row.purpose === 'profile_picture' || file.row.purpose === 'brand_logo';
      const inline = disposition === 'inline' && isEmbeddableImage(file.row.contentType);
      return sendStoredFile(reply, file, {
        disposition: inline ? 'inline' : 'attachment',
        cacheControl: isPublic ? 'public, max-age=300' : 'private, max-age=300',
      });
    },
  });
  app.get<IdParams>('/:id/download/', fileRoute('attachment', 'downloadAsset',
    'The file itself, as an attachment: profile pictures and logos for anyone, other assets for their owner'));
  app.get<IdParams>('/:id/inline/', fileRoute('inline', 'showAsset',
    'An image to show in the page (inline; other types are sent as an attachment), with the access of download/'));
}
