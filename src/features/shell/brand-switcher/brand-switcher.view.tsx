import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { brandSwitcherTexts as t } from '../../../domain/brands/brand-switcher.texts';
import type { TeamRole } from '../../../domain/brands/team-permissions';

export interface SwitcherBrand {
  id: string;
  name: string;
  role: TeamRole;
}

export interface BrandSwitcherViewProps {
  brands: readonly SwitcherBrand[];
  currentBrandId: string | null;
  /** Resolves when the switch is done (or has failed and said so); the menu closes either way. */
  onSwitch: (brand: SwitcherBrand) => Promise<void>;
  switching?: boolean;
}

const loadMenu = () => import(/* webpackChunkName: "brand-switcher-menu" */ './brand-switcher-menu.component');
const BrandSwitcherMenu = lazy(loadMenu);
const preload = () => {
  loadMenu().catch(() => undefined);
};

/**
 * The top bar's brand switcher (issue 16, docs/team.md "Several brands"): the current brand's name as a button that
 * opens the list of the user's brands. Shown only to members of two or more brands.
 */
export function BrandSwitcherView({ brands, currentBrandId, onSwitch, switching = false }: BrandSwitcherViewProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const current = brands.find((brand) => brand.id === currentBrandId) ?? brands[0];
  if (brands.length < 2 || !current) return null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        variant="outlined"
        size="small"
        endIcon={<UnfoldMoreIcon fontSize="small" />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setEverOpened(true);
        }}
        disabled={switching}
        aria-label={t.buttonLabel(current.name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{
          minWidth: 0,
          maxWidth: { xs: 112, sm: 240 },
          borderColor: 'divider',
          textTransform: 'none',
          fontWeight: 600,
          flexShrink: 1,
          '& .brand-switcher-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        <span className="brand-switcher-name">{current.name}</span>
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <BrandSwitcherMenu
            brands={brands}
            currentBrandId={current.id}
            anchor={anchor}
            menuId={menuId}
            buttonId={buttonId}
            onClose={() => setAnchor(null)}
            onPick={(brand) => {
              setAnchor(null);
              if (brand.id !== current.id) void onSwitch(brand);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
