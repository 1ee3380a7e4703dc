import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../components/toast/notify';
import { influencerTexts as t } from './influencer-texts';
import type { ProfileGroup } from './profile-group-form.component';
import { ProfileSummary } from './profile-summary.component';
import { ConnectedAccountsSection } from './connected-accounts.section';
import { RatesCard } from './rates-card.component';
import Divider from '@mui/material/Divider';
import { useMyInfluencerProfile } from './use-my-influencer-profile.hook';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { lazyVisibleSection } from '../../components/lazy-section/lazy-visible-section';

// Shown after Edit only: the group's fields (autocompletes among them) and rules load then (docs/performance.md).
const ProfileGroupForm = lazySection(
  () => import(/* webpackChunkName: "influencer-profile-group-form" */ './profile-group-form.component').then((m) => m.ProfileGroupForm),
);

// At the bottom of the page: the add-by-hand form (and its form library) loads as the person scrolls to it.
const SocialAccountsEditor = lazyVisibleSection(
  () => import(/* webpackChunkName: "social-accounts-editor" */ './social-accounts-editor.component').then((m) => m.SocialAccountsEditor),
  160,
);

type Group = ProfileGroup;

/** /profile for influencers: the profile as brands see it, each group editable in place with the setup rules. */
export default function InfluencerMyProfileSection() {
  const { profile, status, refetch, save, addAccount, removeAccount } = useMyInfluencerProfile();
  const [editing, setEditing] = useState<Group | null>(null);

  if (status === 'loading') return <Typography color="text.secondary">Loading your profile…</Typography>;
  if (status === 'error' || !profile) {
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }

  const saveGroup = async (values: object) => {
    const refused = await save(values as Record<string, unknown>);
    if (refused) return refused;
    notify.success(t.saved);
    setEditing(null);
  };
  const cancel = () => setEditing(null);

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <ProfileSummary profile={profile} />
        </CardContent>
      </Card>
      {(['about', 'niches', 'location', 'preferences'] as const).map((group) => (
        <Card key={group} variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: editing === group ? 2 : 0 }}>
              <Typography variant="h6" component="h2">{groupTitles[group]}</Typography>
              {editing === group ? null : <Button onClick={() => setEditing(group)} aria-label={`${t.edit} ${groupTitles[group]}`}>{t.edit}</Button>}
            </Stack>
            {/* Each card shows only its own group's form. */}
            {editing === group ? <ProfileGroupForm group={group} profile={profile} onSubmit={saveGroup} onCancel={cancel} /> : null}
          </CardContent>
        </Card>
      ))}
      {/* What brands filter the directory by: availability and the price per placement type. */}
      <RatesCard />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{t.steps[3]}</Typography>
          {/* Every account, connected or typed in, with where its numbers come from; Connect, Verify now, Disconnect. */}
          <ConnectedAccountsSection accounts={profile.social_accounts} returnTo="/profile" headingComponent="h3" />
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1" component="h3">{t.addByHand}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.addByHandHint}</Typography>
          <SocialAccountsEditor accounts={profile.social_accounts} showList={false} onAdd={addAccount}
            onRemove={async (account) => void (await removeAccount(account.id))} />
        </CardContent>
      </Card>
    </Stack>
  );
}

const groupTitles: Record<Group, string> = { about: t.steps[0], niches: t.steps[1], location: t.steps[2], preferences: t.steps[4] };
