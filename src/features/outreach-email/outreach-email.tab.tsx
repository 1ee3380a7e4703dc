import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Stack from '@mui/material/Stack';
import {
  useGetCampaignEmailAnalyticsQuery, useGetCampaignEmailTemplateQuery, useListCampaignRosterQuery, usePreviewCampaignEmailTemplateMutation,
  useResetCampaignEmailTemplateMutation, useUpdateCampaignEmailTemplateMutation,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { errorMessages } from '../../domain/messages';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { useTeamPermission } from '../team/use-team-permission.hook';
import { EmailAnalyticsCard } from './email-analytics-card.component';
import { EmailTemplateEditor, type EditorOutcome, type FieldErrors } from './email-template-editor.component';
import { templateEditorTexts as t } from './outreach-email.texts';

/** A refusal as the editor shows it: field errors under their fields (400), the server's words for 403, else SPEC §8. */
function outcomeOf(error: unknown): EditorOutcome {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const body = data as { detail?: string; errors?: Record<string, string[]> } | undefined;
  if (status === 400 && body?.errors) {
    const fieldErrors: FieldErrors = { subject: body.errors.subject, body: body.errors.body };
    return { fieldErrors };
  }
  if (status === 403 && body?.detail) return { error: body.detail };
  return { error: mutationErrorText(error as FetchBaseQueryError) || `${t.failed} ${errorMessages.generic}` };
}

/**
 * The "Outreach e-mail" tab of a brand's campaign (docs/outreach-email.md): the e-mail figures (analytics.view) and
 * the invitation template editor (changes need influencers.invite; the server checks both).
 */
export function OutreachEmailSection({ campaignId }: { campaignId: string }) {
  const canEdit = useTeamPermission('influencers.invite') ?? true;
  const canSeeAnalytics = useTeamPermission('analytics.view') ?? true;
  const analytics = useGetCampaignEmailAnalyticsQuery({ id: campaignId }, { skip: !canSeeAnalytics });
  const template = useGetCampaignEmailTemplateQuery({ id: campaignId });
  const roster = useListCampaignRosterQuery({ id: campaignId, pageSize: 100, ordering: 'display_name' }, { skip: !canEdit });
  const [save] = useUpdateCampaignEmailTemplateMutation();
  const [reset] = useResetCampaignEmailTemplateMutation();
  const [preview] = usePreviewCampaignEmailTemplateMutation();
  const invitees = (roster.data?.results ?? []).filter((row) => row.status !== 'removed').map((row) => ({ id: row.id, name: row.display_name }));

  return (
    <Stack spacing={3}>
      {canSeeAnalytics && (
        <EmailAnalyticsCard
          status={analytics.isLoading ? 'loading' : analytics.isError && !analytics.data ? 'error' : 'ready'}
          analytics={analytics.data}
          onRetry={() => void analytics.refetch()}
        />
      )}
      <EmailTemplateEditor
        status={template.isLoading ? 'loading' : template.isError && !template.data ? 'error' : 'ready'}
        template={template.data}
        canEdit={canEdit}
        invitees={invitees}
        onRetry={() => void template.refetch()}
        onPreview={async ({ subject, body, rosterId }) => {
          const result = await preview({ id: campaignId, campaignEmailPreviewRequest: { subject, body, roster_id: rosterId } });
          return 'error' in result ? outcomeOf(result.error) : { preview: result.data };
        }}
        onSave={async (input) => {
          const result = await save({ id: campaignId, campaignEmailTemplateUpdate: input });
          if ('error' in result) return outcomeOf(result.error);
          notify.success(t.saved);
          void template.refetch();
          return {};
        }}
        onReset={async () => {
          const result = await reset({ id: campaignId });
          if ('error' in result) return outcomeOf(result.error);
          notify.success(t.resetDone);
          void template.refetch();
          return {};
        }}
      />
    </Stack>
  );
}
