import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  basicNavigation, brandNavigation, brandQuickActions, influencerNavigation, influencerQuickActions, operatorNavigation, type NavGroup,
} from '../../domain/navigation/navigation';
import { spriteSymbols, spriteUrl } from './sprite-url';

describe('spriteUrl (SPEC §2)', () => {
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);

  it("points at '/sprite.svg' with a version query and the symbol", () => {
    expect(spriteUrl(undefined, start)).toMatch(/^\/sprite\.svg\?v=\d+$/);
    expect(spriteUrl('logo', start)).toMatch(/^\/sprite\.svg\?v=\d+#logo$/);
  });

  it('keeps the version for 15 minutes, then changes it', () => {
    const first = spriteUrl('logo', start);
    expect(spriteUrl('logo', start + 14 * 60 * 1000 + 59_999)).toBe(first);
    expect(spriteUrl('logo', start + 15 * 60 * 1000)).not.toBe(first);
  });

  it('names only symbols that public/sprite.svg defines', () => {
    const sprite = readFileSync(join(__dirname, '../../../public/sprite.svg'), 'utf8');
    for (const symbol of spriteSymbols) expect(sprite).toContain(`<symbol id="${symbol}"`);
  });

  it('has a nav-<name> symbol for every icon the navigation and the quick actions use (NavIcon draws them from it)', () => {
    const sprite = readFileSync(join(__dirname, '../../../public/sprite.svg'), 'utf8');
    const itemsOf = (groups: NavGroup[]) => groups.flatMap((group) => group.items.flatMap((item) => [item, ...(item.children ?? [])]));
    const icons = new Set([
      ...[brandNavigation, influencerNavigation, basicNavigation, operatorNavigation].flatMap(itemsOf).map((item) => item.icon),
      ...[...brandQuickActions, ...influencerQuickActions].map((action) => action.icon),
    ]);
    expect(icons.size).toBeGreaterThan(15);
    for (const icon of icons) expect(sprite).toMatch(new RegExp(`<symbol id="nav-${icon}" viewBox="0 0 24 24"><(path|circle) `));
  });
});
