import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The header menus' icons, by the name menus.ts gives each item. A chunk of its own, loaded with the
 * desktop dropdowns' panel and by the mobile drawer, so the first page load carries none of them.
 */
export const menuIcons = {
  AccountBalanceOutlined,
  AccountTreeOutlined,
  ApartmentOutlined,
  ArticleOutlined,
  AutoAwesomeOutlined,
  BusinessCenterOutlined,
  CodeOutlined,
  ConstructionOutlined,
  ExtensionOutlined,
  GroupsOutlined,
  HandymanOutlined,
  Inventory2Outlined,
  LocalHospitalOutlined,
  MenuBookOutlined,
  PrecisionManufacturingOutlined,
  ReceiptLongOutlined,
  SchoolOutlined,
  SecurityOutlined,
  StorefrontOutlined,
  TimelineOutlined,
  WidgetsOutlined,
  WorkOutlineOutlined,
} satisfies Record<string, typeof SvgIcon>;

export type MenuIconName = keyof typeof menuIcons;
