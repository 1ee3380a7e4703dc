import { Type } from '@sinclair/typebox';
import { connectionStatuses, metricsProvenances } from '../../../../../../src/domain/social/social-connect.rules';
import { Nullable, StringEnum } from '../shared.schema';

/**
 * Where an account's numbers come from, wherever they are shown (the owner, brands, the roster): read from the
 * platform's API (`verified`, with `verified_at`) or typed in by the influencer (`self_reported`). docs/social-integrations.md.
 */
export const provenanceFields = {
  is_verified: Type.Boolean({ description: 'The numbers were read from the platform (metrics_provenance = verified).' }),
  metrics_provenance: StringEnum(metricsProvenances, { description: 'verified: read from the platform API at verified_at; self_reported: typed in by the influencer.' }),
  verified_at: Nullable(Type.String({ format: 'date-time', description: 'When the verified numbers were read.' })),
};

export const platformNumberFields = {
  media_count: Nullable(Type.Integer({ minimum: 0, description: 'Videos (YouTube) or media (Instagram), from the platform.' })),
  recent_average_views: Nullable(Type.Integer({ minimum: 0, description: 'Average views of the recent uploads, from the platform.' })),
};

export const connectionFields = {
  title: Nullable(Type.String({ description: 'The channel or account name on the platform.' })),
  external_id: Nullable(Type.String({ description: 'The platform id of the channel or professional account (connected accounts).' })),
  connection_status: StringEnum(connectionStatuses, { description: 'not_connected: typed by hand; connected; needs_reconnect: the platform no longer accepts our access.' }),
  connected_at: Nullable(Type.String({ format: 'date-time' })),
};
