import { allTeamPermissions, hasTeamPermission, rolePermissions } from './team-permissions';

describe('team permission flags (SPEC §5)', () => {
  it('lists the eleven flags of SPEC §5', () => {
    expect(allTeamPermissions).toEqual([
      'campaigns.create', 'campaigns.edit', 'campaigns.delete', 'campaigns.view',
      'influencers.invite', 'influencers.message', 'influencers.view',
      'payments.approve', 'payments.view',
      'analytics.view', 'analytics.export',
    ]);
  });

  it.each([
    ['admin', 'campaigns.create', true],
    ['admin', 'payments.approve', true],
    ['manager', 'campaigns.create', true],
    ['manager', 'campaigns.edit', true],
    ['manager', 'campaigns.delete', true],
    ['manager', 'payments.approve', false],
    ['manager', 'analytics.export', true],
    ['viewer', 'campaigns.view', true],
    ['viewer', 'campaigns.create', false],
    ['viewer', 'campaigns.edit', false],
    ['viewer', 'campaigns.delete', false],
    ['viewer', 'influencers.invite', false],
    ['viewer', 'analytics.export', false],
  ] as const)('%s may %s: %s', (role, permission, allowed) => {
    expect(hasTeamPermission(role, permission)).toBe(allowed);
  });

  it('lets every role view everything', () => {
    for (const permissions of Object.values(rolePermissions)) {
      expect(permissions.filter((permission) => permission.endsWith('.view'))).toHaveLength(4);
    }
  });
});
