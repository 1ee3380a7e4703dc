import { useNavigate } from 'react-router-dom';
import { api, useSetCurrentBrandMutation, type Whoami } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../components/toast/notify';
import { brandSwitcherTexts as t } from '../../../domain/brands/brand-switcher.texts';
import { BrandSwitcherView, type SwitcherBrand } from './brand-switcher.view';

/**
 * The brand switcher with its data: whoami's brands, PUT accounts/current-brand/. The new whoami goes straight into
 * the cache (every brand page reads brand_id from it, so their queries follow), then the brand's dashboard opens:
 * a page of the previous brand (a campaign, say) does not belong to the new one.
 */
export default function BrandSwitcherSection({ whoami }: { whoami: Whoami }) {
  const [setCurrentBrand, { isLoading }] = useSetCurrentBrandMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSwitch = async (brand: SwitcherBrand) => {
    const result = await setCurrentBrand({ currentBrandUpdate: { brand_id: brand.id } });
    if (result.error !== undefined || result.data === undefined) {
      notify.error(t.failed);
      return;
    }
    dispatch(api.util.upsertQueryData('getWhoami', undefined, result.data));
    navigate('/dashboard');
    notify.success(t.switched(brand.name));
  };

  return <BrandSwitcherView brands={whoami.brands} currentBrandId={whoami.brand_id} onSwitch={onSwitch} switching={isLoading} />;
}
