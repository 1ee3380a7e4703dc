import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { ReviewSections, type ReviewSectionsProps } from './review-sections.component';
import { stepOfPath, wizardStepTitles } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

export interface ReviewStepProps extends ReviewSectionsProps {
  /** What stops publishing, by API path (publishProblems, or the server's 400). */
  problems: Record<string, string[]>;
  onPublish: () => void;
  onBack?: () => void;
  publishing?: boolean;
  /** The server's refusal (403 viewer, 409 status) as it said it. */
  error?: string | null;
}

const fieldName = (path: string) => path.split('.').filter((part) => !/^\d+$/.test(part)).join(' ').replace(/_/g, ' ');

/** Step 4, Review Campaign: everything on one page, what is missing, and Publish. */
export function ReviewStep({ campaign, editHref, problems, onPublish, onBack, publishing = false, error }: ReviewStepProps) {
  const listed = Object.entries(problems).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
  return (
    <Stack spacing={3}>
      {listed.length > 0 ? (
        <Alert severity="warning" aria-label={t.problemsTitle}>
          <AlertTitle>{t.problemsTitle}</AlertTitle>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {listed.map(({ path, message }) => (
              <li key={`${path}-${message}`}>
                {wizardStepTitles[stepOfPath(path)]} · {fieldName(path)}: {message}
              </li>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <ReviewSections campaign={campaign} editHref={editHref} />
      {/* Right above Publish, not at the top of a long page: the refusal is seen where the person pressed (issue 13). */}
      <RefusalAlert message={error} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {onBack ? <Button variant="text" onClick={onBack} disabled={publishing}>{t.back}</Button> : null}
        <Button variant="contained" onClick={onPublish} disabled={publishing || listed.length > 0}>
          {publishing ? t.publishing : t.next.review}
        </Button>
      </Stack>
    </Stack>
  );
}
