import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { spriteUrl, type SpriteSymbol } from './sprite-url';

export interface SpriteIconProps extends Omit<SvgIconProps, 'children'> {
  symbol: SpriteSymbol;
}

/** An icon from public/sprite.svg, sized and coloured like any MUI icon. */
export function SpriteIcon({ symbol, ...props }: SpriteIconProps) {
  return (
    <SvgIcon {...props}>
      <use href={spriteUrl(symbol)} />
    </SvgIcon>
  );
}
