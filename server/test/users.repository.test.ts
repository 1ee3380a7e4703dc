import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createBrandsRepository } from '../src/repositories/brands.repository';
import { createInfluencersRepository } from '../src/repositories/influencers.repository';
import { createUsersRepository } from '../src/repositories/users.repository';
import { createTestDatabase } from './helpers/test-database';
import type { DatabaseConnection } from '../src/db/database';

describe('users repository', () => {
  let database: DatabaseConnection;
  let drop: () => Promise<void>;
  let users: ReturnType<typeof createUsersRepository>;
  const identity = { issuer: 'https://issuer.test', subject: 'user-1' };

  before(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.migrate();
    users = createUsersRepository(database.db);
  });
  after(async () => {
    await drop();
  });

  it('inserts a user keyed by (issuer, subject)', async () => {
    const user = await users.upsertFromIdentity({ ...identity, email: 'a@example.test', name: 'Ann', persona: 'influencer' });
    assert.equal(user.email, 'a@example.test');
    assert.equal(user.persona, 'influencer');
    assert.equal(user.isStaff, false);
    assert.deepEqual(await users.findByIdentity(identity.issuer, identity.subject), user);
    assert.equal(await users.findByIdentity(identity.issuer, 'other'), null);
  });

  it('updates e-mail, name and image but never changes a persona once set', async () => {
    const user = await users.upsertFromIdentity({
      ...identity,
      email: 'new@example.test',
      name: 'Ann B',
      imageUrl: 'https://img.test/a.png',
      persona: 'brand',
    });
    assert.equal(user.email, 'new@example.test');
    assert.equal(user.name, 'Ann B');
    assert.equal(user.imageUrl, 'https://img.test/a.png');
    assert.equal(user.persona, 'influencer');
  });

  it('keeps stored values when a token lacks the claim (null e-mail/name, no image)', async () => {
    const user = await users.upsertFromIdentity({ ...identity, email: null, name: null });
    assert.equal(user.email, 'new@example.test');
    assert.equal(user.name, 'Ann B');
    assert.equal(user.imageUrl, 'https://img.test/a.png');
  });

  it('sets the persona of a user who had none', async () => {
    const other = { issuer: identity.issuer, subject: 'user-2' };
    const first = await users.upsertFromIdentity({ ...other, email: null, name: null });
    assert.equal(first.persona, null);
    const second = await users.upsertFromIdentity({ ...other, email: null, name: null, persona: 'brand' });
    assert.equal(second.persona, 'brand');
    assert.equal(second.id, first.id);
  });

  it('the same subject from another issuer is another user', async () => {
    const user = await users.upsertFromIdentity({ issuer: 'https://other.test', subject: 'user-1', email: null, name: null });
    const original = await users.findByIdentity(identity.issuer, identity.subject);
    assert.notEqual(user.id, original?.id);
  });

  it('deleteByIdentity removes the user with memberships and influencer row', async () => {
    const user = await users.upsertFromIdentity({ ...identity, email: null, name: null });
    const brands = createBrandsRepository(database.db);
    const influencers = createInfluencersRepository(database.db);
    const brand = await brands.createWithMember({ name: 'Acme', userId: user.id });
    await influencers.createForUser({ userId: user.id, displayName: 'ann' });

    assert.equal(await users.deleteByIdentity(identity.issuer, identity.subject), true);
    assert.equal(await users.findByIdentity(identity.issuer, identity.subject), null);
    assert.equal(await brands.findMembership(brand.id, user.id), null);
    assert.equal(await influencers.findByUserId(user.id), null);
    assert.ok(await brands.findById(brand.id), 'the brand itself stays');
    assert.equal(await users.deleteByIdentity(identity.issuer, identity.subject), false);
  });
});
