import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import BarChart from '@mui/icons-material/BarChart';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { NavIcon as NavIconName } from '../../domain/navigation/navigation';

// One file per icon (never the package index), so only these end up in the bundle.
const icons: Record<NavIconName, ComponentType<SvgIconProps>> = {
  dashboard: SpaceDashboardOutlined,
  campaigns: CampaignOutlined,
  list: ListAlt,
  create: AddCircleOutlineOutlined,
  influencers: PeopleAltOutlined,
  analytics: BarChart,
  payments: PaymentsOutlined,
  team: GroupsOutlined,
  settings: SettingsOutlined,
  help: HelpOutlineOutlined,
  profile: PersonOutlineOutlined,
  active: PlayCircleOutlineOutlined,
  invites: MailOutlineOutlined,
  completed: TaskAlt,
  earnings: AccountBalanceWalletOutlined,
  invite: PersonAddAlt1Outlined,
  submit: UploadFileOutlined,
  disputes: GavelOutlined,
  notifications: NotificationsNoneOutlined,
};

/** The icon of a sidebar item or quick action (src/domain/navigation names them). */
export function NavIcon({ name, ...props }: { name: NavIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon fontSize="small" {...props} />;
}
