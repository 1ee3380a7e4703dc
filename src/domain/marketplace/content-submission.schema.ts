import * as yup from 'yup';
import type { CampaignPlatform } from '../campaigns/campaign-options';
import { platformLabels } from '../constants';
import { contentUrlPlatform } from './content-url';
import { marketplaceLimits as l, marketplaceMessages as m } from './marketplace.texts';

const optionalText = () =>
  yup.string().nullable().transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value));

/** The format and platform of a content URL for a placement on `platform`; null when it is fine. */
export function contentUrlProblem(url: string, platform: CampaignPlatform | null): string | null {
  const found = contentUrlPlatform(url);
  if (!platform) return found ? null : m.contentUrlFormat('YouTube or Instagram');
  if (!found) return m.contentUrlFormat(platformLabels[platform]);
  return found === platform ? null : m.contentUrlPlatform(platformLabels[platform]);
}

/**
 * POST campaigns/{id}/submissions/ (and the submit-content dialog): a placement, exactly one of a content URL or an
 * uploaded file, and a short note. `platform` is the chosen placement's platform (null before one is chosen); whether
 * the URL is from the influencer's own account is the server's check (docs/marketplace.md).
 */
export const contentSubmissionSchema = (platform: CampaignPlatform | null) =>
  yup.object({
    placement_id: yup.string().trim().required(m.placementRequired),
    content_url: optionalText()
      .test('one-of', m.contentRequired, function oneOf(value) {
        return !!value || !!this.parent.asset_id;
      })
      .test('not-both', m.contentBoth, function notBoth(value) {
        return !(value && this.parent.asset_id);
      })
      .test('format', function format(value) {
        const problem = value ? contentUrlProblem(value, platform) : null;
        return problem ? this.createError({ message: problem }) : true;
      }),
    asset_id: optionalText(),
    note: optionalText().max(l.submissionNoteMax, m.submissionNoteLength),
  });

export type ContentSubmissionValues = yup.InferType<ReturnType<typeof contentSubmissionSchema>>;
