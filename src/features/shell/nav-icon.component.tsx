import type { SvgIconProps } from '@mui/material/SvgIcon';
import { SpriteIcon } from '../../components/sprite/sprite-icon.component';
import type { NavIcon as NavIconName } from '../../domain/navigation/navigation';

/**
 * The icon of a sidebar item or quick action (src/domain/navigation names them), drawn from public/sprite.svg
 * (`nav-<name>`: the Material icons' paths). As components, the 22 icons were about 4 kB gzip in every signed-in
 * page's first load (SPEC §9's route budget, docs/performance.md).
 */
export function NavIcon({ name, ...props }: { name: NavIconName } & SvgIconProps) {
  return <SpriteIcon symbol={`nav-${name}`} fontSize="small" {...props} />;
}
