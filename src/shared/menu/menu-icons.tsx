import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BulbOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CrownOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HeartOutlined,
  HighlightOutlined,
  HomeOutlined,
  LikeOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SendOutlined,
  SkinOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons menu entries may name. Importing all of @ant-design/icons would add megabytes, so the menu
 * editor offers exactly these; an unknown name falls back to AppstoreOutlined.
 */
export const MENU_ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BulbOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CrownOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HeartOutlined,
  HighlightOutlined,
  HomeOutlined,
  LikeOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SendOutlined,
  SkinOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = MENU_ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
