import type { Message, MessageThread } from '../../api/generated/api';

/** Sample conversations for stories and tests (dated relative to when the module loads). */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const sampleThread = (overrides: Partial<MessageThread> = {}): MessageThread => ({
  id: '6f1c2f4e-5b1a-4c3d-9e8f-0a1b2c3d4e5f',
  my_side: 'brand',
  brand: { id: 'b1b1b1b1-0000-4000-8000-000000000001', name: 'Acme Demo Co.', logo_url: null },
  influencer: { id: 'a1a1a1a1-0000-4000-8000-000000000001', display_name: 'priya_styles', profile_picture: null },
  campaign: { id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Monsoon Launch' },
  last_message_at: minutesAgo(5),
  last_message_preview: 'Sounds great, I can deliver by Friday.',
  unread_count: 2,
  blocked: false,
  closed: false,
  can_send: true,
  can_block: false,
  created_at: minutesAgo(60),
  ...overrides,
});

export const sampleThreads: MessageThread[] = [
  sampleThread(),
  sampleThread({
    id: '6f1c2f4e-5b1a-4c3d-9e8f-0a1b2c3d4e60', influencer: { id: 'a2', display_name: 'rahul_travels', profile_picture: null },
    campaign: null, unread_count: 0, last_message_preview: 'Thanks!', last_message_at: minutesAgo(180),
  }),
];

export const sampleMessage = (seq: number, overrides: Partial<Message> = {}): Message => ({
  id: `0000000${seq}-1111-4111-8111-111111111111`.slice(-36),
  seq,
  sender_side: 'brand',
  mine: true,
  body: `Message ${seq}`,
  attachments: [],
  created_at: minutesAgo(30 - seq),
  seen: false,
  removed: false,
  ...overrides,
});

export const sampleConversation: Message[] = [
  sampleMessage(1, { body: 'Hi Priya! Here is the brief: https://example.com/brief', seen: true }),
  sampleMessage(2, {
    mine: false, sender_side: 'influencer', body: 'Thanks, I read it. Draft attached.',
    attachments: [{ asset_id: '9e9e9e9e-0000-4000-8000-000000000001', file_name: 'draft-cover.jpg', content_type: 'image/jpeg', size: 120_000 }],
  }),
  sampleMessage(3, { body: 'Looks great. Click [here](https://evil.example.net/login) is not a link we sent.', seen: true }),
  sampleMessage(4, { mine: false, sender_side: 'influencer', body: 'Sounds great, I can deliver by Friday.' }),
];
