import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { analyticsTexts as t } from './analytics.texts';
import { CampaignPerformanceSection } from './campaign-performance.tab';

/**
 * An influencer's own verified numbers on one campaign (the campaign report answers an influencer with their own
 * content and agreement only, docs/analytics.md "Influencers"): views, reach, engagement rate, what they are owed.
 */
export function InfluencerPerformance({ campaignId }: { campaignId: string }) {
  return (
    <Box component="section" aria-label={t.yourNumbers} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">{t.yourNumbers}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.yourNumbersHint}</Typography>
      <CampaignPerformanceSection campaignId={campaignId} audience="influencer" />
    </Box>
  );
}
