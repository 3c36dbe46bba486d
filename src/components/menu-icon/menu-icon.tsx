import type { ComponentType, HTMLAttributes } from 'react';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarsOutlined from '@ant-design/icons/BarsOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import BugOutlined from '@ant-design/icons/BugOutlined';
import BuildOutlined from '@ant-design/icons/BuildOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GithubOutlined from '@ant-design/icons/GithubOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HddOutlined from '@ant-design/icons/HddOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import MonitorOutlined from '@ant-design/icons/MonitorOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WifiOutlined from '@ant-design/icons/WifiOutlined';

/**
 * RuoYi's svg icon names (sys_menu.icon) mapped to antd icons. Unknown
 * names get the fallback, so any icon the server sends renders something.
 */
type IconComponent = ComponentType<HTMLAttributes<HTMLSpanElement>>;

export const MENU_ICONS: Readonly<Record<string, IconComponent>> = {
  dashboard: DashboardOutlined,
  system: SettingOutlined,
  monitor: MonitorOutlined,
  tool: ToolOutlined,
  guide: CompassOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  people: TeamOutlined,
  'tree-table': BarsOutlined,
  tree: ApartmentOutlined,
  post: IdcardOutlined,
  dict: BookOutlined,
  edit: EditOutlined,
  message: MessageOutlined,
  log: FileTextOutlined,
  online: WifiOutlined,
  job: ScheduleOutlined,
  druid: DatabaseOutlined,
  server: CloudServerOutlined,
  redis: HddOutlined,
  'redis-list': UnorderedListOutlined,
  build: BuildOutlined,
  code: CodeOutlined,
  swagger: ApiOutlined,
  form: FormOutlined,
  logininfor: LoginOutlined,
  documentation: ReadOutlined,
  github: GithubOutlined,
  international: GlobalOutlined,
  language: TranslationOutlined,
  link: LinkOutlined,
  list: UnorderedListOutlined,
  nested: NodeIndexOutlined,
  navigation: CompassOutlined,
  project: ProjectOutlined,
  shopping: ShoppingOutlined,
  product: ShoppingOutlined,
  email: MailOutlined,
  phone: PhoneOutlined,
  contacts: ContactsOutlined,
  table: TableOutlined,
  chart: LineChartOutlined,
  date: CalendarOutlined,
  star: StarOutlined,
  eye: EyeOutlined,
  'eye-open': EyeOutlined,
  search: SearchOutlined,
  lock: LockOutlined,
  password: LockOutlined,
  question: QuestionCircleOutlined,
  excel: FileExcelOutlined,
  download: DownloadOutlined,
  upload: UploadOutlined,
  bug: BugOutlined,
  theme: SkinOutlined,
  tab: TagsOutlined,
  clipboard: ProfileOutlined,
  documents: FileTextOutlined,
};

export const FallbackMenuIcon = AppstoreOutlined;

/** The antd icon for a RuoYi icon name (fallback when unknown or empty). */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && MENU_ICONS[name]) || FallbackMenuIcon;
  // Decorative: the menu title names the entry.
  return <Icon aria-hidden="true" />;
}
