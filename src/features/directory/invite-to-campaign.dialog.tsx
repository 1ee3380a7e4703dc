import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import {
  useInviteCampaignCreatorsMutation, useListCampaignsQuery, usePreviewCampaignOffersQuery, useSearchDirectoryQuery,
} from '../../api/generated/api';
import { SelectOption } from '../../components/select-option/select-option.component';
import { invitingCampaignStatuses } from '../../domain/marketplace/invite-status';
import { formatMoney } from '../brand-influencers/influencer-format';
import { inviteTexts as t } from './invite.texts';

export interface InviteCreator {
  id: string;
  display_name: string;
}

export interface InviteToCampaignDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creators chosen already (a selection, a shortlist, a profile); without them the dialog offers a search. */
  creators?: InviteCreator[];
}

const errorText = (error: unknown) => {
  const data = (error as { data?: { detail?: string; errors?: Record<string, string[]> } } | undefined)?.data;
  return Object.values(data?.errors ?? {})[0]?.[0] ?? data?.detail ?? t.failed;
};

/** A creator picker over the directory (name, handle, bio). */
function CreatorPicker({ value, onChange }: { value: InviteCreator | null; onChange: (creator: InviteCreator | null) => void }) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useSearchDirectoryQuery({ q: q || undefined, pageSize: 10, sort: 'relevance' });
  const options = (found.data?.results ?? []).map((entry) => ({ id: entry.id, display_name: entry.display_name }));
  return (
    <Autocomplete
      options={options} value={value} loading={found.isFetching} filterOptions={(x) => x}
      getOptionLabel={(option) => option.display_name} isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t.noCreators} onInputChange={(_event, text) => setInput(text)} onChange={(_event, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={t.creator} placeholder={t.creatorHint} margin="dense" />}
    />
  );
}

/** Pick a creator (unless chosen already) and one of the brand's open campaigns, see the offer against the budget left, send. */
export function InviteToCampaignDialog({ open, onClose, creators }: InviteToCampaignDialogProps) {
  const titleId = useId();
  const whoami = useWhoamiQuery();
  const brandId = whoami.data?.brand_id ?? undefined;
  const [picked, setPicked] = useState<InviteCreator | null>(null);
  const [campaignId, setCampaignId] = useState('');
  const [message, setMessage] = useState('');
  const chosen = creators?.length ? creators : picked ? [picked] : [];
  const ids = chosen.map((c) => c.id);
  const campaigns = useListCampaignsQuery({ brandId, status: invitingCampaignStatuses.join(','), pageSize: 100, ordering: '-created_at' }, { skip: !brandId || !open });
  const preview = usePreviewCampaignOffersQuery({ id: campaignId, influencerIds: ids.join(',') }, { skip: !campaignId || ids.length === 0 || !open });
  const [send, sending] = useInviteCampaignCreatorsMutation();
  const open_ = campaigns.data?.results ?? [];
  useEffect(() => {
    if (!campaignId && open_.length > 0) setCampaignId(open_[0]!.id);
  }, [campaignId, open_]);

  const budget = preview.data?.budget;
  const over = Boolean(preview.data && budget && ((budget.left !== null && Number(preview.data.total) > Number(budget.left)) || Number(preview.data.total) > Number(budget.funded_room)));
  const result = sending.data;
  const close = () => {
    sending.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{chosen.length > 1 ? t.titleMany(chosen.length) : t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t.body}</DialogContentText>
        {result ? (
          <Alert severity="success">{t.sent(result.invited.length, result.already_invited.length, result.skipped.length)}</Alert>
        ) : (
          <>
            {creators?.length ? (
              <Typography variant="body2" sx={{ mb: 1 }}><strong>{creators.map((c) => c.display_name).join(', ')}</strong></Typography>
            ) : (
              <CreatorPicker value={picked} onChange={setPicked} />
            )}
            {campaigns.isError ? <Alert severity="error" sx={{ mt: 1 }}>{t.campaignsFailed}</Alert>
              : campaigns.data && open_.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{t.noCampaigns}</Alert> : (
                <TextField select fullWidth margin="dense" label={t.campaign} value={campaignId} onChange={(event) => setCampaignId(event.target.value)}>
                  {open_.map((c) => <SelectOption key={c.id} value={c.id}>{c.name}</SelectOption>)}
                </TextField>
              )}
            {preview.data && budget && (
              <Box role="status" sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
                <Typography variant="body2">{t.offer}: <strong>{formatMoney(preview.data.total, budget.currency)}</strong></Typography>
                <Typography variant="body2">{t.budgetLeft}: <strong>{formatMoney(budget.left, budget.currency)}</strong> · {t.fundsLeft}: {formatMoney(budget.funded_room, budget.currency)}</Typography>
              </Box>
            )}
            {over && <Alert severity="warning" sx={{ mt: 1 }}>{t.overBudget}</Alert>}
            <TextField fullWidth multiline minRows={2} margin="dense" label={t.message} value={message} onChange={(event) => setMessage(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }} />
            {sending.isError && <Alert severity="error" sx={{ mt: 1 }}>{errorText(sending.error)}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {!creators?.length && <Button component={RouterLink} to="/influencers" onClick={close} sx={{ mr: 'auto' }}>{t.browse}</Button>}
        <Button onClick={close} color="inherit">{result ? t.close : t.cancel}</Button>
        {!result && (
          <Button variant="contained" disabled={ids.length === 0 || !campaignId || sending.isLoading}
            onClick={() => void send({ id: campaignId, campaignRosterInviteCreators: { influencer_ids: ids, message: message.trim() || null } })}>
            {sending.isLoading ? t.sending : t.send}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
