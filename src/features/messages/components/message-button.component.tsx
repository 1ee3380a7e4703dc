import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useOpenMessageThreadMutation } from '../../../api/generated/api';
import { messagesEntryTexts as t } from '../messages-entry.texts';

/**
 * "Message" where brands meet creators and creators meet brands: opens (or finds) the pair's thread and shows it
 * at /messages/{id}. A refusal (no permission, no relation) is the shared mutation toast.
 */
export function MessageButton({ influencerId, brandId, campaignId, name }: { influencerId?: string; brandId?: string; campaignId?: string; name: string }) {
  const navigate = useNavigate();
  const [open, { isLoading }] = useOpenMessageThreadMutation();
  return (
    <Button
      variant="outlined"
      startIcon={<ChatBubbleOutline />}
      disabled={isLoading}
      aria-label={influencerId ? t.messageCreator(name) : t.messageBrand(name)}
      onClick={async () => {
        const result = await open({ openMessageThread: { influencer_id: influencerId, brand_id: brandId, campaign_id: campaignId ?? null } });
        if ('data' in result && result.data) navigate(`/messages/${result.data.id}`);
      }}
    >
      {t.message}
    </Button>
  );
}
