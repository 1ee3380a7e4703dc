import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { BrandProfileValues, CompanyProfileValues, ContactDetailsValues } from '../../domain/brands/brand-profile';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';
import { CompanyProfileDetails, ContactDetailsView } from './brand-profile-details.component';
import { lazySection } from '../../components/lazy-section/lazy-section';

// Shown after Edit only: the forms, react-hook-form and yup load then (docs/performance.md).
const CompanyProfileForm = lazySection(
  () => import(/* webpackChunkName: "brand-company-form" */ './company-profile-form.component').then((m) => m.CompanyProfileForm),
);
const ContactDetailsForm = lazySection(
  () => import(/* webpackChunkName: "brand-contact-form" */ './contact-details-form.component').then((m) => m.ContactDetailsForm),
);

export type BrandGroup = 'company' | 'contact';

export interface BrandMyProfileViewProps {
  status: 'loading' | 'error' | 'none' | 'ready';
  profile?: BrandProfileValues;
  canEdit?: boolean;
  editing?: BrandGroup | null;
  saving?: boolean;
  serverErrors?: Record<string, string>;
  onEdit?: (group: BrandGroup) => void;
  onCancel?: () => void;
  onSaveCompany?: (values: CompanyProfileValues) => Promise<void> | void;
  onSaveContact?: (values: ContactDetailsValues) => Promise<void> | void;
  onRetry?: () => void;
}

/** The brand part of /profile: the company profile and contact details, each viewed or edited in place. */
export function BrandMyProfileView(props: BrandMyProfileViewProps) {
  const { status, profile, canEdit, editing, saving, serverErrors } = props;
  if (status === 'loading') return <CircularProgress aria-label="Loading brand profile" />;
  if (status === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={props.onRetry}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  }
  if (status === 'none' || !profile) return <Alert severity="info">{t.noBrand}</Alert>;

  const editButton = (group: BrandGroup) =>
    canEdit && editing !== group ? (
      <Button onClick={() => props.onEdit?.(group)} disabled={Boolean(editing)} aria-label={`${t.edit} ${group === 'company' ? t.myBrandHeading : t.contactHeading}`}>
        {t.edit}
      </Button>
    ) : null;
  const cancel = { label: t.cancel, onClick: () => props.onCancel?.() };

  return (
    <Stack spacing={3}>
      {canEdit ? null : <Alert severity="info">{t.readOnly}</Alert>}
      <Card variant="outlined" component="section" aria-label={t.myBrandHeading}>
        <CardHeader title={t.myBrandHeading} slotProps={{ title: { component: 'h2', variant: 'h6' } }} action={editButton('company')} />
        <CardContent>
          {editing === 'company' ? (
            <CompanyProfileForm defaultValues={profile.company} onSubmit={(v) => props.onSaveCompany?.(v)} submitLabel={t.save}
              savingLabel={t.saving} saving={saving} secondary={cancel} serverErrors={serverErrors} />
          ) : (
            <CompanyProfileDetails company={profile.company} />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={t.contactHeading}>
        <CardHeader title={t.contactHeading} slotProps={{ title: { component: 'h2', variant: 'h6' } }} action={editButton('contact')} />
        <CardContent>
          {editing === 'contact' ? (
            <ContactDetailsForm defaultValues={profile.contact} onSubmit={(v) => props.onSaveContact?.(v)} submitLabel={t.save}
              savingLabel={t.saving} saving={saving} secondary={cancel} serverErrors={serverErrors} />
          ) : (
            <ContactDetailsView contact={profile.contact} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
