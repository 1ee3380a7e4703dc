import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { BrandsService } from '../../../../services/brands.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  Brand,
  BrandIdParams,
  BrandListQuery,
  BrandProfileInput,
  BrandProfilePatch,
  PaginatedBrandList,
  type BrandListQueryValue,
  type BrandProfileBody,
  type BrandProfilePatchBody,
} from './brands.schema';

const tags = ['Brands'];
type IdParams = { Params: { id: string } };

/** Brands and their company profiles (SPEC §7 "Brands"); members see their brands, nobody else's. */
export async function brandsRoutes(app: FastifyInstance, options: { brands: BrandsService; publicUrl: string }): Promise<void> {
  const { brands } = options;
  const collection = { prefixTrailingSlash: 'slash' as const };

  app.post<{ Body: BrandProfileBody }>('/profile-setup/', {
    schema: {
      operationId: 'setupBrandProfile',
      summary: "Brand profile setup: complete my brand's company profile and contact details (creates my brand on first use)",
      description:
        'Brand accounts only. Idempotent: repeating it saves the same profile again and keeps the first completion time. ' +
        'Answers 201 when it created the brand, 200 when it completed or updated the existing one.',
      tags,
      security: bearerSecurity,
      body: ref(BrandProfileInput),
      response: {
        200: ref(Brand, 'My brand, now complete.'),
        201: ref(Brand, 'My brand, created complete.'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const { brand, created } = await brands.setupProfile(currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(brand);
    },
  });

  app.get<{ Querystring: BrandListQueryValue }>('/', {
    ...collection,
    schema: {
      operationId: 'listBrands',
      summary: 'The brands I belong to, with my role in each',
      tags,
      security: bearerSecurity,
      querystring: BrandListQuery,
      response: { 200: ref(PaginatedBrandList, 'One page of my brands.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await brands.list(currentUser(request), {
        offset: pageOffset(request.query),
        limit: request.query.page_size,
        newestFirst: request.query.ordering === '-created_at',
      });
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Body: BrandProfileBody }>('/', {
    ...collection,
    schema: {
      operationId: 'createBrand',
      summary: 'Create another brand with a complete profile; I become its admin',
      tags,
      security: bearerSecurity,
      body: ref(BrandProfileInput),
      response: { 201: ref(Brand, 'The new brand.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await brands.create(currentUser(request), request.body)),
  });

  app.get<IdParams>('/:id/', {
    schema: {
      operationId: 'getBrand',
      summary: "One of my brands: company profile, contact details and my role (404 if I'm not a member)",
      tags,
      security: bearerSecurity,
      params: BrandIdParams,
      response: { 200: ref(Brand, 'The brand.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => brands.get(currentUser(request), request.params.id),
  });

  app.patch<IdParams & { Body: BrandProfilePatchBody }>('/:id/', {
    schema: {
      operationId: 'updateBrand',
      summary: "Change my brand's profile (admins and managers; headquarters and contact_details are replaced whole)",
      tags,
      security: bearerSecurity,
      params: BrandIdParams,
      body: ref(BrandProfilePatch),
      response: { 200: ref(Brand, 'The saved brand.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => brands.update(currentUser(request), request.params.id, request.body),
  });
}
