import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { brandSwitcherTexts as t } from '../../../domain/brands/brand-switcher.texts';
import type { SwitcherBrand } from './brand-switcher.view';

export interface BrandSwitcherMenuProps {
  brands: readonly SwitcherBrand[];
  currentBrandId: string;
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  onClose: () => void;
  onPick: (brand: SwitcherBrand) => void;
}

/** The open brand switcher (its own chunk, loaded when the button is first pointed at, focused or clicked). */
export default function BrandSwitcherMenu({ brands, currentBrandId, anchor, menuId, buttonId, onClose, onPick }: BrandSwitcherMenuProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { minWidth: 240, maxWidth: 340, mt: 0.5 } } }}
    >
      <ListSubheader sx={{ lineHeight: 2.5 }}>{t.menuTitle}</ListSubheader>
      {brands.map((brand) => {
        const selected = brand.id === currentBrandId;
        return (
          <MenuItem key={brand.id} selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onPick(brand)}>
            <ListItemIcon>{selected ? <CheckIcon fontSize="small" titleAccess={t.current} /> : null}</ListItemIcon>
            <ListItemText
              primary={brand.name}
              secondary={t.roleOf[brand.role]}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
