import { canManageTeam, effectivePermissions, hasTeamPermission, memberMay, rolePermissions } from './team-permissions';
import { storedPermissions, teamInviteSchema, teamMemberUpdateSchema } from './team.rules';
import { teamMessages as m } from './team.texts';

describe('team rules (docs/team.md)', () => {
  it('team.manage is for admins only, whatever their flags', () => {
    expect(canManageTeam('admin')).toBe(true);
    expect(canManageTeam({ role: 'admin', permissions: ['campaigns.view'] })).toBe(true);
    expect(canManageTeam('manager')).toBe(false);
    expect(canManageTeam({ role: 'viewer', permissions: [...rolePermissions.admin] })).toBe(false);
  });

  it('per-member flags replace the role defaults; null keeps them', () => {
    expect(effectivePermissions({ role: 'viewer' })).toEqual(rolePermissions.viewer);
    expect(effectivePermissions({ role: 'viewer', permissions: ['campaigns.create', 'nonsense'] })).toEqual(['campaigns.create']);
    expect(hasTeamPermission({ role: 'viewer', permissions: ['campaigns.create'] }, 'campaigns.create')).toBe(true);
    expect(hasTeamPermission({ role: 'admin', permissions: ['campaigns.view'] }, 'payments.approve')).toBe(false);
  });

  it("the SPA asks whoami's effective flags (memberMay); no brand member is null, no flags the role's defaults", () => {
    expect(memberMay({ brand_role: 'viewer', brand_permissions: ['influencers.message'] }, 'influencers.message')).toBe(true);
    expect(memberMay({ brand_role: 'manager', brand_permissions: ['campaigns.view'] }, 'campaigns.create')).toBe(false);
    expect(memberMay({ brand_role: 'manager', brand_permissions: [] }, 'campaigns.view')).toBe(false);
    expect(memberMay({ brand_role: 'manager' }, 'campaigns.create')).toBe(true);
    expect(memberMay({ brand_role: null, brand_permissions: null }, 'campaigns.create')).toBeNull();
    expect(memberMay(undefined, 'campaigns.create')).toBeNull();
  });

  it('stores flags equal to the role defaults as null', () => {
    expect(storedPermissions('manager', [...rolePermissions.manager].reverse())).toBeNull();
    expect(storedPermissions('viewer', ['campaigns.view'])).toEqual(['campaigns.view']);
    expect(storedPermissions('viewer', null)).toBeNull();
  });

  it('checks an invite: e-mail lower-cased, role, known flags, message at most 500', () => {
    expect(teamInviteSchema.validateSync({ email: ' A@B.test ', role: 'viewer' })).toMatchObject({ email: 'a@b.test', message: '' });
    expect(() => teamInviteSchema.validateSync({ email: 'a@b.test', role: 'owner' })).toThrow(m.roleInvalid);
    expect(() => teamInviteSchema.validateSync({ email: 'a@b.test', role: 'viewer', permissions: ['x.y'] })).toThrow(m.permissionInvalid);
    expect(() => teamInviteSchema.validateSync({ email: 'a@b.test', role: 'viewer', message: 'x'.repeat(501) })).toThrow(m.messageTooLong);
    expect(() => teamMemberUpdateSchema.validateSync({})).toThrow(m.nothingToChange);
  });
});
