import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { NotificationType } from '../../../domain/notifications/notification-types';
import { notificationTypeLabels } from '../../../domain/notifications/notifications.texts';
import { visuallyHidden } from './visually-hidden';

const icons: Record<NotificationType, ComponentType<SvgIconProps>> = {
  success: CheckCircleOutlined,
  warning: WarningAmberOutlined,
  error: ErrorOutlineOutlined,
  info: InfoOutlined,
};

/** The type as an icon in its colour, and as text for screen readers ('Success', 'Warning', ...). */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Icon = icons[type];
  return (
    <Box component="span" sx={{ display: 'inline-flex', color: `${type}.main` }}>
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {notificationTypeLabels[type]}
      </Box>
    </Box>
  );
}
