import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { companySizeLabels, type CompanySize } from '../../domain/brands/brand-options';
import type { CompanyProfileValues, ContactDetailsValues } from '../../domain/brands/brand-profile';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';
import { DisplayImage } from '../assets/display-image.component';
import { companyLabels as cl, contactLabels as ol } from './brand-profile-labels';

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || <Box component="span" sx={{ color: 'text.disabled' }}>{t.notProvided}</Box>}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const link = (url: string) => (url ? <Link href={url} target="_blank" rel="noopener noreferrer">{url}</Link> : '');

/** The company profile, read-only. */
export function CompanyProfileDetails({ company }: { company: CompanyProfileValues }) {
  const hq = company.headquarters;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
      <DisplayImage url={company.logo || null}>{(logo) => (logo ? (
        <Box component="img" src={logo} alt={`${company.companyName} logo`}
          sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 2, border: 1, borderColor: 'divider', flexShrink: 0 }} />
      ) : null)}</DisplayImage>
      <Rows
        rows={[
          [cl.companyName, company.companyName],
          [cl.legalName, company.legalName],
          [cl.industry, company.industry],
          [cl.website, link(company.website)],
          [cl.description, company.description],
          [cl.foundedYear, company.foundedYear],
          [cl.companySize, companySizeLabels[company.companySize as CompanySize] ?? company.companySize],
          [cl.headquarters, [hq.address, hq.city, hq.state, hq.zipCode, hq.country].filter(Boolean).join(', ')],
        ]}
      />
    </Box>
  );
}

/** The contact details, read-only. */
export function ContactDetailsView({ contact }: { contact: ContactDetailsValues }) {
  const p = contact.primaryContact;
  return (
    <Rows
      rows={[
        [ol.primaryContact, [p.name, p.jobTitle].filter(Boolean).join(', ')],
        [ol.email, p.email],
        [ol.phone, p.phone],
        [ol.supportEmail, contact.supportEmail],
        [ol.supportPhone, contact.supportPhone],
        [ol.billingEmail, contact.billingEmail],
        [ol.instagram, link(contact.socialMedia.instagram)],
        [ol.linkedin, link(contact.socialMedia.linkedin)],
        [ol.youtube, link(contact.socialMedia.youtube)],
      ]}
    />
  );
}
