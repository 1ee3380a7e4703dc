import type { NavIcon } from '../../domain/navigation/navigation';

/** SPEC §2: the icon sprite is requested at '/sprite.svg' with a version query that changes every 15 minutes. */
export const spriteVersionWindowMs = 15 * 60 * 1000;

export function spriteVersion(now: number = Date.now()): number {
  return Math.floor(now / spriteVersionWindowMs);
}

/** `/sprite.svg?v=<15-minute window>`, plus `#symbol` when an icon id is given. */
export function spriteUrl(symbol?: string, now: number = Date.now()): string {
  const url = `/sprite.svg?v=${spriteVersion(now)}`;
  return symbol ? `${url}#${symbol}` : url;
}

/** The symbols of public/sprite.svg. */
export const spriteSymbols = ['logo', 'campaign', 'influencer', 'notification', 'payment', 'help'] as const;
/** The navigation icons, `nav-<NavIcon name>` (src/domain/navigation/navigation.ts names them). */
export type SpriteSymbol = (typeof spriteSymbols)[number] | `nav-${NavIcon}`;
