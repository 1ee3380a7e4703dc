import { directoryLimits as l } from '../../../src/domain/directory/directory.rules';
import { directoryMessages as m } from '../../../src/domain/directory/directory.texts';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, notFound, validationFailed } from '../plugins/api-error';
import type { DirectoryRepository } from '../repositories/directory.repository';
import type { ShortlistsRepository } from '../repositories/shortlists.repository';
import type { BrandContext, DirectoryService } from './directory.service';

type ListRow = NonNullable<Awaited<ReturnType<ShortlistsRepository['find']>>>;

const toApi = (row: ListRow) => ({
  id: row.id, name: row.name, influencer_ids: row.influencerIds, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(),
});

function checkedName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < l.shortlistNameMin || name.length > l.shortlistNameMax) throw validationFailed({ name: [m.shortlistNameLength] }, m.shortlistNameLength);
  return name;
}

/**
 * A brand's shortlists (docs/directory.md): every member with influencers.view reads them, members with
 * influencers.invite change them. A list of another brand is 404 (its existence is not revealed).
 */
export function createShortlistsService(deps: {
  shortlists: ShortlistsRepository;
  directory: Pick<DirectoryRepository, 'findableIds'>;
  brandContext: BrandContext;
  /** The creators' directory entries (findable ones only). */
  entriesFor: DirectoryService['entriesFor'];
}) {
  const { shortlists } = deps;
  const reader = (user: UserRow) => deps.brandContext(user, 'influencers.view', m.viewNotPermitted);
  const editor = (user: UserRow) => deps.brandContext(user, 'influencers.invite', m.manageListsNotPermitted);

  async function owned(brandId: string, id: string) {
    const row = await shortlists.find(brandId, id);
    if (!row) throw notFound();
    return row;
  }

  async function list(user: UserRow) {
    const { brandId } = await reader(user);
    return { results: (await shortlists.list(brandId)).map(toApi) };
  }

  async function get(user: UserRow, id: string) {
    const { brandId } = await reader(user);
    const row = await owned(brandId, id);
    return { ...toApi(row), members: await deps.entriesFor(row.influencerIds) };
  }

  async function create(user: UserRow, body: { name?: unknown }) {
    const { brandId } = await editor(user);
    const name = checkedName(body.name);
    if ((await shortlists.countFor(brandId)) >= l.shortlistsPerBrand) throw conflict(m.shortlistsFull, 'limit_reached');
    const row = await shortlists.create(brandId, name, user.id);
    if (!row) throw validationFailed({ name: [m.shortlistNameTaken] }, m.shortlistNameTaken);
    return toApi({ ...row, influencerIds: [] });
  }

  async function rename(user: UserRow, id: string, body: { name?: unknown }) {
    const { brandId } = await editor(user);
    const name = checkedName(body.name);
    const result = await shortlists.rename(brandId, id, name);
    if (result === null) throw notFound();
    if (result === 'taken') throw validationFailed({ name: [m.shortlistNameTaken] }, m.shortlistNameTaken);
    return toApi(await owned(brandId, id));
  }

  async function remove(user: UserRow, id: string) {
    const { brandId } = await editor(user);
    if (!(await shortlists.remove(brandId, id))) throw notFound();
  }

  /** PUT: idempotent; only creators findable in the directory may be added. */
  async function addMember(user: UserRow, id: string, influencerId: string) {
    const { brandId } = await editor(user);
    const row = await owned(brandId, id);
    if (!row.influencerIds.includes(influencerId)) {
      if ((await deps.directory.findableIds([influencerId])).length === 0) throw notFound(m.creatorNotFound);
      if (row.influencerIds.length >= l.shortlistSize) throw conflict(m.shortlistFull, 'limit_reached');
      await shortlists.addMember(id, influencerId, user.id);
    }
    return toApi(await owned(brandId, id));
  }

  async function removeMember(user: UserRow, id: string, influencerId: string) {
    const { brandId } = await editor(user);
    await owned(brandId, id);
    await shortlists.removeMember(id, influencerId);
    return toApi(await owned(brandId, id));
  }

  return { list, get, create, rename, remove, addMember, removeMember };
}

export type ShortlistsService = ReturnType<typeof createShortlistsService>;
