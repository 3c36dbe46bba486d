/** The icon of each palette entry. */
import BorderOuterOutlined from '@ant-design/icons/BorderOuterOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DownSquareOutlined from '@ant-design/icons/DownSquareOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FieldNumberOutlined from '@ant-design/icons/FieldNumberOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import type { ReactNode } from 'react';
import type { ItemType } from './schema';

export const ITEM_ICONS: Record<ItemType, ReactNode> = {
  input: <FontSizeOutlined />,
  textarea: <FormOutlined />,
  number: <FieldNumberOutlined />,
  select: <DownSquareOutlined />,
  radio: <BorderOuterOutlined />,
  checkbox: <CheckSquareOutlined />,
  switch: <SwapOutlined />,
  date: <CalendarOutlined />,
  dateRange: <ScheduleOutlined />,
  upload: <CloudUploadOutlined />,
  richText: <EditOutlined />,
  row: <LayoutOutlined />,
};
