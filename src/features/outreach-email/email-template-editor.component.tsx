import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { CampaignEmailPreview, CampaignEmailTemplate } from '../../api/generated/api';
import { validateOutreachTemplate, type OutreachTemplate } from '../../domain/outreach/outreach-template';
import { templateEditorTexts as t } from './outreach-email.texts';

export type FieldErrors = Partial<Record<'subject' | 'body', string[]>>;
export interface EditorOutcome {
  error?: string;
  fieldErrors?: FieldErrors;
}

export interface EmailTemplateEditorProps {
  status: 'loading' | 'error' | 'ready';
  template?: CampaignEmailTemplate;
  /** The caller may change the template (influencers.invite); otherwise it is shown read-only. */
  canEdit: boolean;
  /** Roster rows to preview for. */
  invitees: ReadonlyArray<{ id: string; name: string }>;
  onPreview: (input: OutreachTemplate & { rosterId: string | null }) => Promise<EditorOutcome & { preview?: CampaignEmailPreview }>;
  onSave: (input: OutreachTemplate) => Promise<EditorOutcome>;
  onReset: () => Promise<EditorOutcome>;
  onRetry?: () => void;
}

/** The form of a loaded template; remounted (key) when the saved template changes. */
function Editor(props: EmailTemplateEditorProps & { template: CampaignEmailTemplate }) {
  const { template, canEdit, invitees } = props;
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [rosterId, setRosterId] = useState<string>('');
  const [preview, setPreview] = useState<CampaignEmailPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | 'reset' | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const dirty = subject !== template.subject || body !== template.body;

  const checked = (): boolean => {
    const found = validateOutreachTemplate({ subject, body });
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const run = async (kind: 'preview' | 'save' | 'reset', action: () => Promise<EditorOutcome & { preview?: CampaignEmailPreview }>) => {
    setFailure(null);
    if (kind !== 'reset' && !checked()) return;
    setBusy(kind);
    const outcome = await action();
    setBusy(null);
    if (outcome.fieldErrors) setErrors(outcome.fieldErrors);
    if (outcome.error) setFailure(outcome.error);
    if (outcome.preview) setPreview(outcome.preview);
  };

  const insert = (name: string) => {
    const field = `{{${name}}}`;
    const element = bodyRef.current;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    setBody(`${body.slice(0, start)}${field}${body.slice(end)}`);
  };

  return (
    <Stack spacing={2}>
      {!canEdit && <Alert severity="info">{t.readOnly}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={template.is_default ? t.defaultChip : t.customChip} color={template.is_default ? 'default' : 'primary'} />
        {dirty && <Chip size="small" variant="outlined" label={t.unsavedChanges} />}
      </Box>
      <TextField
        label={t.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={Boolean(errors.subject?.length)}
        helperText={errors.subject?.join(' ')}
        slotProps={{ input: { readOnly: !canEdit } }}
        fullWidth
      />
      <TextField
        label={t.body}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        inputRef={bodyRef}
        error={Boolean(errors.body?.length)}
        helperText={errors.body?.length ? errors.body.join(' ') : t.bodyHelp}
        slotProps={{ input: { readOnly: !canEdit } }}
        multiline
        minRows={8}
        fullWidth
      />
      {canEdit && (
        <Box component="section" aria-label={t.mergeFields}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{t.mergeFields}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {template.merge_fields.map((field) => (
              <Tooltip key={field.name} title={field.description}>
                <Chip size="small" variant="outlined" label={`{{${field.name}}}`} onClick={() => insert(field.name)} aria-label={t.insertField(field.name)} />
              </Tooltip>
            ))}
          </Box>
        </Box>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t.previewFor} value={rosterId} onChange={(event) => setRosterId(event.target.value)} sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t.sampleInvitee}</MenuItem>
            {invitees.map((invitee) => <MenuItem key={invitee.id} value={invitee.id}>{invitee.name}</MenuItem>)}
          </TextField>
          <Button variant="outlined" disabled={busy !== null} onClick={() => void run('preview', () => props.onPreview({ subject, body, rosterId: rosterId || null }))}>
            {busy === 'preview' ? t.previewing : t.preview}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button disabled={busy !== null || template.is_default} onClick={() => void run('reset', props.onReset)}>{t.reset}</Button>
          <Button variant="contained" disabled={busy !== null || !dirty} onClick={() => void run('save', () => props.onSave({ subject, body }))}>
            {busy === 'save' ? t.saving : t.save}
          </Button>
        </Stack>
      )}
      {preview && (
        <Box component="section" aria-label={t.previewTitle(preview.influencer_name)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}>
          <Typography variant="subtitle2" component="h3">{t.previewTitle(preview.influencer_name)}</Typography>
          <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}><strong>{t.previewSubject}</strong> {preview.subject}</Typography>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}>{preview.text}</Typography>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The campaign's invitation e-mail template (GET/PUT/DELETE campaigns/{id}/email-template/): subject and text with
 * merge fields, checked with the shared rules before the server sees them, a preview rendered by the server for a
 * chosen invitee, save and back-to-default.
 */
export function EmailTemplateEditor(props: EmailTemplateEditorProps) {
  const { status, template } = props;
  return (
    <Card variant="outlined" component="section" aria-label={t.title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{t.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
        {status === 'loading' && (
          <Box role="status" aria-label={t.loading}>
            <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={200} />
          </Box>
        )}
        {status === 'error' && (
          <Alert severity="error" action={props.onRetry ? <Button color="inherit" size="small" onClick={props.onRetry}>{t.retry}</Button> : undefined}>{t.loadFailed}</Alert>
        )}
        {status === 'ready' && template && <Editor key={`${template.updated_at}:${template.is_default}`} {...props} template={template} />}
      </CardContent>
    </Card>
  );
}
