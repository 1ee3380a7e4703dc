import { useState } from 'react';
import { useGetBrandQuery, useUpdateBrandMutation, useWhoamiQuery } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { brandProfileFromApi, companyToApi, contactToApi } from '../../domain/brands/brand-profile.mapper';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';
import { brandFieldErrors } from './brand-api-errors';
import { BrandMyProfileView, type BrandGroup } from './brand-my-profile.view';

/** Only the errors of one group, without its prefix ('company.website' -> 'website'). */
const errorsOf = (errors: Record<string, string> | undefined, group: BrandGroup) =>
  errors && Object.fromEntries(Object.entries(errors).filter(([p]) => p.startsWith(`${group}.`)).map(([p, m]) => [p.slice(group.length + 1), m]));

/** /profile for brands: the caller's brand (whoami's brand_id) viewed and edited through GET/PATCH brands/{id}/. */
export default function BrandMyProfileSection() {
  const whoami = useWhoamiQuery();
  const brandId = whoami.data?.brand_id ?? null;
  const brand = useGetBrandQuery({ id: brandId ?? '' }, { skip: !brandId });
  const [update, { isLoading: saving }] = useUpdateBrandMutation();
  const [editing, setEditing] = useState<BrandGroup | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const status = whoami.isLoading || brand.isLoading ? 'loading' : brand.isError ? 'error' : !brandId || !brand.data ? 'none' : 'ready';
  const save = async (patch: Parameters<typeof update>[0]['brandProfilePatch']) => {
    if (!brandId || !editing) return;
    setServerErrors(undefined);
    const result = await update({ id: brandId, brandProfilePatch: patch });
    if ('error' in result) {
      setServerErrors(errorsOf(brandFieldErrors(result.error), editing));
      return;
    }
    setEditing(null);
    notify.success(t.profileSaved);
  };

  return (
    <BrandMyProfileView
      status={status}
      profile={brand.data ? brandProfileFromApi(brand.data) : undefined}
      canEdit={brand.data?.role === 'admin' || brand.data?.role === 'manager'}
      editing={editing}
      saving={saving}
      serverErrors={serverErrors}
      onEdit={(group) => {
        setServerErrors(undefined);
        setEditing(group);
      }}
      onCancel={() => setEditing(null)}
      onSaveCompany={(values) => save(companyToApi(values))}
      onSaveContact={(values) => save({ contact_details: contactToApi(values) })}
      onRetry={() => void brand.refetch()}
    />
  );
}
