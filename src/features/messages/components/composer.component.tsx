import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { messageAttachmentsMax, messageBodyMax } from '../../../domain/messages/messages.rules';
import { messagesTexts as t } from '../messages.texts';

export interface ComposerAttachment {
  id: string;
  file_name: string;
}

export interface ComposerProps {
  /** Sends; resolves once the message is queued (the thread shows its state), so the box can be emptied. */
  onSend: (body: string, attachments: ComposerAttachment[]) => void;
  /** Uploads one file and answers the stored asset; absent = no attach button. */
  onAttach?: (file: File) => Promise<ComposerAttachment>;
  disabled?: boolean;
}

/** The message box: Enter sends, Shift+Enter adds a line; files are uploaded first, then referenced by id. */
export function Composer({ onSend, onAttach, disabled = false }: ComposerProps) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ComposerAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !disabled && !uploading && (text.trim().length > 0 || attachments.length > 0) && text.length <= messageBodyMax;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), attachments);
    setText('');
    setAttachments([]);
    setError(null);
  };

  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); send(); }} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {attachments.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {attachments.map((attachment) => (
            <Chip
              key={attachment.id}
              label={attachment.file_name}
              onDelete={() => setAttachments((list) => list.filter((item) => item.id !== attachment.id))}
              deleteIcon={<CancelOutlined aria-label={t.removeAttachment(attachment.file_name)} />}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        {onAttach ? (
          <>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept="image/*,video/*"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setUploading(true);
                setError(null);
                try {
                  const stored = await onAttach(file);
                  setAttachments((list) => [...list, stored].slice(0, messageAttachmentsMax));
                } catch (failure) {
                  setError(failure instanceof Error ? failure.message : String(failure));
                } finally {
                  setUploading(false);
                }
              }}
            />
            <IconButton
              aria-label={uploading ? t.attaching : t.attach}
              disabled={disabled || uploading || attachments.length >= messageAttachmentsMax}
              onClick={() => fileInput.current?.click()}
            >
              <AttachFileOutlined />
            </IconButton>
          </>
        ) : null}
        <TextField
          label={t.composerLabel}
          helperText={error ?? t.composerHint}
          error={error !== null || text.length > messageBodyMax}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          multiline
          maxRows={6}
          size="small"
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={!canSend} sx={{ mb: 2.75 }}>
          {t.send}
        </Button>
      </Box>
    </Box>
  );
}
