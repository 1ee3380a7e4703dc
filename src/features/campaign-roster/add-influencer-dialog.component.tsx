import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addDialogTexts as t } from './campaign-roster.texts';

export interface AddInfluencerDialogProps {
  open: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  /** Influencers found by GET search/ (undefined before a search). */
  results?: Array<{ id: string; title: string }>;
  searching?: boolean;
  onClose: () => void;
  /** Adds one; resolves with the server's refusal text, or nothing. */
  onAdd: (influencerId: string) => Promise<string | undefined>;
}

/** "Add influencer": find a completed profile by name and put it on the candidates. */
export function AddInfluencerDialog(props: AddInfluencerDialogProps) {
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState<string>();
  const add = async (id: string) => {
    setAdding(id);
    setError(undefined);
    const refusal = await props.onAdd(id);
    setAdding(undefined);
    if (refusal) setError(refusal);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="add-influencer-title">
      <DialogTitle id="add-influencer-title">{t.title}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth label={t.search} value={props.query} onChange={(event) => props.onQueryChange(event.target.value)}
          helperText={props.query.trim().length < 2 ? t.hint : ' '} sx={{ mt: 1 }}
          slotProps={{ input: { endAdornment: props.searching ? <CircularProgress size={18} aria-label={t.searching} /> : undefined } }} />
        {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
        {props.results && props.results.length === 0 && !props.searching ? <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t.noResults}</Typography> : null}
        {props.results && props.results.length > 0 ? (
          <List dense aria-label={t.search}>
            {props.results.map((result) => (
              <ListItem key={result.id} secondaryAction={
                <Button size="small" onClick={() => void add(result.id)} disabled={adding !== undefined} aria-label={`${t.add} ${result.title}`}>{t.add}</Button>
              }>
                <ListItemText primary={result.title} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions><Button onClick={props.onClose}>{t.close}</Button></DialogActions>
    </Dialog>
  );
}
