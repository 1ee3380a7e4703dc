import { useAddOldVideoBrandingMutation, type CampaignOldVideoBranding } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { failureOf } from './use-wizard-save.hook';
import { addedOldVideoRows, type PlacementRowValues } from './wizard-form-values';
import { wizardTexts as t } from './wizard-texts';

/** What adding existing videos came to: the new rows, or why not (field messages by body path, or the server's detail). */
export type OldVideoAddOutcome =
  | { added: PlacementRowValues[] }
  | { problems?: Record<string, string>; detail?: string };

export type AddOldVideos = (body: CampaignOldVideoBranding) => Promise<OldVideoAddOutcome>;

/** Adds old-video branding placements to the saved draft through the generated mutation. */
export function useOldVideoBranding(campaignId: string): AddOldVideos {
  const [addOldVideoBranding] = useAddOldVideoBrandingMutation();
  return async (body) => {
    const result = await addOldVideoBranding({ id: campaignId, campaignOldVideoBranding: body });
    if (result.error) {
      const failure = failureOf('real-estate', result.error);
      const problems = failure.problems
        ? Object.fromEntries(Object.entries(failure.problems).map(([path, messages]) => [path, messages[0] ?? '']))
        : undefined;
      return { problems, detail: failure.detail };
    }
    notify.success(t.oldVideosAdded(body.video_urls.length), { key: 'campaign-old-videos-added' });
    return { added: addedOldVideoRows(result.data.placements, body.video_urls.length) };
  };
}
