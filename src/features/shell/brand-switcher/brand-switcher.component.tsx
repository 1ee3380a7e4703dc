import { lazy, Suspense } from 'react';
import { useWhoamiQuery } from '../../../api/enhanced-api';

// Its own chunk: only members of several brands download it (the shell's first load stays within SPEC §9's budget).
const BrandSwitcherSection = lazy(() => import(/* webpackChunkName: "brand-switcher" */ './brand-switcher.section'));

/** The top bar's brand switcher (docs/team.md "Several brands"), for brand members of two or more brands only. */
export function BrandSwitcher() {
  const { data: whoami } = useWhoamiQuery();
  if (!whoami?.is_brand || whoami.brands.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <BrandSwitcherSection whoami={whoami} />
    </Suspense>
  );
}
