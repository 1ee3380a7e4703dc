import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useCreateShortlistMutation, useDeleteShortlistMutation, useGetShortlistQuery, useListShortlistsQuery, useRemoveShortlistMemberMutation,
  useRenameShortlistMutation,
} from '../../api/generated/api';
import { SelectOption } from '../../components/select-option/select-option.component';
import { DirectoryCard } from './directory-card.component';
import { InviteToCampaignDialog } from './invite-to-campaign.dialog';
import { shortlistTexts as t } from './shortlists.texts';

/** The Shortlists tab of /influencers: the brand's lists, one list's creators, rename, delete, invite the list. */
export function ShortlistsPanel({ canEdit }: { canEdit: boolean }) {
  const lists = useListShortlistsQuery();
  const [chosen, setChosen] = useState('');
  const current = chosen || lists.data?.results[0]?.id || '';
  const list = useGetShortlistQuery({ id: current }, { skip: !current });
  const [create] = useCreateShortlistMutation();
  const [rename] = useRenameShortlistMutation();
  const [remove] = useDeleteShortlistMutation();
  const [removeMember] = useRemoveShortlistMemberMutation();
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      const data = (error as { data?: { detail?: string; errors?: Record<string, string[]> } }).data;
      setProblem(Object.values(data?.errors ?? {})[0]?.[0] ?? data?.detail ?? t.failed);
    }
  };

  if (lists.isLoading) return <Typography role="status">{t.loading}</Typography>;
  if (lists.isError) return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void lists.refetch()}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  const all = lists.data?.results ?? [];
  const members = list.data?.members ?? [];
  return (
    <Box component="section" aria-label={t.tabShortlists}>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{t.readOnly}</Alert>}
      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        {all.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noLists}</Typography> : (
          <TextField select size="small" label={t.pick} value={current} onChange={(event) => setChosen(event.target.value)} sx={{ minWidth: 240 }}>
            {all.map((l) => <SelectOption key={l.id} value={l.id}>{`${l.name} (${l.influencer_ids.length})`}</SelectOption>)}
          </TextField>
        )}
        {canEdit && current && list.data && (
          <>
            <Button onClick={() => setRenaming(list.data!.name)}>{t.rename}</Button>
            <Button color="error" onClick={() => { if (window.confirm(t.deleteConfirm(list.data!.name))) void run(async () => { await remove({ id: current }).unwrap(); setChosen(''); }); }}>{t.delete}</Button>
          </>
        )}
        {canEdit && current && members.length > 0 && <Button variant="contained" onClick={() => setInviting(true)}>{t.inviteList}</Button>}
        <Box sx={{ flexGrow: 1 }} />
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={t.newList} value={newName} onChange={(event) => setNewName(event.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
            <Button variant="outlined" disabled={!newName.trim()} onClick={() => void run(async () => { const made = await create({ shortlistBody: { name: newName } }).unwrap(); setNewName(''); setChosen(made.id); })}>{t.createOnly}</Button>
          </Stack>
        )}
      </Stack>
      {current && list.data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t.members(members.length)}</Typography>
          {members.length === 0 ? <Typography variant="body2">{t.empty}</Typography> : (
            <Box component="ul" aria-label={list.data.name} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {members.map((entry) => (
                <li key={entry.id}>
                  <DirectoryCard entry={entry} />
                  {canEdit && <Button size="small" color="inherit" onClick={() => void run(() => removeMember({ id: current, influencerId: entry.id }).unwrap())}>{t.remove(entry.display_name)}</Button>}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)} fullWidth maxWidth="xs" aria-labelledby="rename-shortlist-title">
        <DialogTitle id="rename-shortlist-title">{t.renameTitle}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={t.pick} value={renaming ?? ''} onChange={(event) => setRenaming(event.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRenaming(null)}>{t.cancel}</Button>
          <Button variant="contained" onClick={() => void run(async () => { await rename({ id: current, shortlistBody: { name: renaming ?? '' } }).unwrap(); setRenaming(null); })}>{t.save}</Button>
        </DialogActions>
      </Dialog>
      {inviting && <InviteToCampaignDialog open onClose={() => setInviting(false)} creators={members.map((m) => ({ id: m.id, display_name: m.display_name }))} />}
    </Box>
  );
}
