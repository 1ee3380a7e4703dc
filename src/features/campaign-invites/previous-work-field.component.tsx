import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { CampaignApplicationValues } from '../../domain/marketplace/campaign-application.schema';
import { marketplaceLimits as l } from '../../domain/marketplace/marketplace.texts';
import { applicationFormTexts as t } from './campaign-invites.texts';

type ItemErrors = Array<{ message?: string } | undefined> & { message?: string };

/**
 * Up to five previous-work links, added and removed one at a time. The links are plain strings (the API's shape),
 * so the list is one controlled value rather than a field array of objects.
 */
export function PreviousWorkField({ control, errors }: { control: Control<CampaignApplicationValues>; errors: FieldErrors<CampaignApplicationValues> }) {
  const listErrors = errors.previous_work as unknown as ItemErrors | undefined;
  return (
    <Controller
      control={control}
      name="previous_work"
      render={({ field }) => {
        const links: string[] = field.value ?? [];
        const set = (next: string[]) => field.onChange(next);
        return (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">{t.previousWork}</Typography>
            <Typography variant="body2" color="text.secondary">{t.previousWorkHelp}</Typography>
            {links.map((link, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField size="small" fullWidth type="url" label={t.previousWorkItem(index + 1)} value={link}
                  inputRef={index === 0 ? field.ref : undefined}
                  error={Boolean(listErrors?.[index]?.message)} helperText={listErrors?.[index]?.message}
                  onChange={(event) => set(links.map((value, i) => (i === index ? event.target.value : value)))} />
                <IconButton aria-label={t.removeLink(index + 1)} onClick={() => set(links.filter((_value, i) => i !== index))}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            {listErrors?.message ? <FormHelperText error>{listErrors.message}</FormHelperText> : null}
            <div>
              <Button size="small" startIcon={<AddOutlined />} disabled={links.length >= l.previousWorkMax} onClick={() => set([...links, ''])}>
                {t.addLink}
              </Button>
            </div>
          </Stack>
        );
      }}
    />
  );
}
