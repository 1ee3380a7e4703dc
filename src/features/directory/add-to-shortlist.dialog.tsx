import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAddShortlistMemberMutation, useCreateShortlistMutation, useListShortlistsQuery } from '../../api/generated/api';
import { shortlistTexts as t } from './shortlists.texts';

const errorText = (error: unknown) => {
  const data = (error as { data?: { detail?: string; errors?: Record<string, string[]> } } | undefined)?.data;
  return Object.values(data?.errors ?? {})[0]?.[0] ?? data?.detail ?? t.failed;
};

/** Saves one or more creators into one of the brand's shortlists, or into a new one. */
export function AddToShortlistDialog({ open, onClose, influencerIds }: { open: boolean; onClose: () => void; influencerIds: string[] }) {
  const titleId = useId();
  const lists = useListShortlistsQuery(undefined, { skip: !open });
  const [create] = useCreateShortlistMutation();
  const [addMember] = useAddShortlistMemberMutation();
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function addTo(list: { id: string; name: string }) {
    setBusy(true);
    setProblem(null);
    try {
      for (const influencerId of influencerIds) await addMember({ id: list.id, influencerId }).unwrap();
      setDone(t.added(list.name));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  async function createAndAdd() {
    setBusy(true);
    setProblem(null);
    try {
      const list = await create({ shortlistBody: { name } }).unwrap();
      setName('');
      setBusy(false);
      await addTo(list);
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  }
  const close = () => {
    setDone(null);
    setProblem(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{influencerIds.length > 1 ? t.addTitleMany(influencerIds.length) : t.addTitle}</DialogTitle>
      <DialogContent>
        {done && <Alert severity="success" sx={{ mb: 1 }}>{done}</Alert>}
        {problem && <Alert severity="error" sx={{ mb: 1 }}>{problem}</Alert>}
        <Typography variant="subtitle2" component="h3">{t.yourLists}</Typography>
        {lists.data && lists.data.results.length === 0 && <Typography variant="body2" color="text.secondary">{t.noLists}</Typography>}
        {lists.isError && <Alert severity="error">{t.loadFailed}</Alert>}
        <List dense aria-label={t.yourLists}>
          {lists.data?.results.map((list) => {
            const already = influencerIds.every((id) => list.influencer_ids.includes(id));
            return (
              <ListItem key={list.id} secondaryAction={
                <Button size="small" disabled={busy || already} onClick={() => void addTo(list)} aria-label={`${t.add}: ${list.name}`}>{already ? t.onList : t.add}</Button>
              }>
                <ListItemText primary={list.name} secondary={`${list.influencer_ids.length}`} />
              </ListItem>
            );
          })}
        </List>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField size="small" label={t.newList} value={name} onChange={(event) => setName(event.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
          <Button variant="outlined" disabled={busy || !name.trim()} onClick={() => void createAndAdd()} sx={{ whiteSpace: 'nowrap' }}>{t.create}</Button>
        </Stack>
      </DialogContent>
      <DialogActions><Button onClick={close}>{t.close}</Button></DialogActions>
    </Dialog>
  );
}
