import { Type } from '@sinclair/typebox';
import { noticeSeverities } from '../../../../../../src/domain/constants';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { ref, StringEnum } from '../shared.schema';

export const Notice = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    message: Type.String({ description: 'Plain text; inline links are written [text](url).' }),
    severity: StringEnum(noticeSeverities),
    dismissible: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notice', additionalProperties: false },
);

export const PaginatedNoticeList = paginated(ref(Notice), 'PaginatedNoticeList');

export const noticeOrderingFields = ['created_at'] as const;

export const NoticeListQuery = pageQuery(noticeOrderingFields, '-created_at');

export const noticesComponents = [Notice, PaginatedNoticeList];
