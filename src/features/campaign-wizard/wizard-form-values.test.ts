import { apiCampaign, oldVideoPlacement } from './testing/campaign-wizard.fixtures';
import { addedOldVideoRows, placementInputs, placementsValues } from './wizard-form-values';

const videoA = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const videoB = 'https://youtu.be/9bZkp7q19f0';

describe('placements step values', () => {
  it('sends saved old-video branding rows back exactly once, with their link and position', () => {
    const campaign = apiCampaign({ placements: [...apiCampaign().placements, oldVideoPlacement(videoA, 'middle', '2500.50')] });
    const inputs = placementInputs(placementsValues(campaign, undefined));
    expect(inputs.filter((row) => row.type === 'yt_old_video_branding')).toEqual([
      { type: 'yt_old_video_branding', quantity: 1, pricing_type: 'fixed', rate: '2500.50', view_cap: null, video_url: videoA, position: 'middle' },
    ]);
    expect(inputs).toHaveLength(3);
  });

  it('drops old-video rows with YouTube, like any placement of an unticked platform', () => {
    const values = placementsValues(apiCampaign({ placements: [...apiCampaign().placements, oldVideoPlacement(videoA)] }), undefined);
    expect(placementInputs({ ...values, platforms: ['instagram'] }).map((row) => row.type)).toEqual(['ig_branded_reel']);
  });

  it('takes only the rows the server appended from its answer', () => {
    const answer = [...apiCampaign().placements, oldVideoPlacement(videoA), oldVideoPlacement(videoB, 'end')];
    expect(addedOldVideoRows(answer, 1)).toEqual([
      { type: 'yt_old_video_branding', quantity: '1', pricing_type: 'fixed', rate: '3000.00', view_cap: '', video_url: videoB, position: 'end' },
    ]);
    expect(addedOldVideoRows(answer, 2).map((row) => row.video_url)).toEqual([videoA, videoB]);
  });
});
