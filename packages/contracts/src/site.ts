/**
 * Site-wide shapes: menu items (spec §3 tab/menu item), divisions (area search), site parameters
 * (paramConf by dictKey), accounts and single sign-on (spec §6-§7).
 */
import { Type, type Static } from 'typebox';
import { AREA_CODE_PATTERN } from './venue.codes.js';

/**
 * Tab/menu item: title, path, children, hidden, divided (spec §3). Recursive: a cyclic type whose
 * children refer back to `MenuItem` by name (TypeBox 1.x Cyclic + Ref, docs/decisions/runtime.md).
 */
export const MenuItem = Type.Cyclic(
  {
    MenuItem: Type.Object({
      title: Type.String(),
      path: Type.String(),
      hidden: Type.Optional(Type.Boolean()),
      divided: Type.Optional(Type.Boolean()),
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);
export interface MenuItem {
  title: string;
  path: string;
  hidden?: boolean;
  divided?: boolean;
  children?: MenuItem[];
}

/** A division returned by /api/data/area/search (children of `parentCode`; provinces when omitted). */
export const Area = Type.Object({
  code: Type.String({ description: 'GB/T 2260 six-digit code' }),
  name: Type.String(),
  level: Type.Integer({ description: '1 省, 2 市, 3 县' }),
  parentCode: Type.Union([Type.String(), Type.Null()]),
  lng: Type.Number(),
  lat: Type.Number(),
  hasChildren: Type.Boolean(),
});
export type Area = Static<typeof Area>;

export const ExternalLink = Type.Object({ name: Type.String(), url: Type.String() });
export type ExternalLink = Static<typeof ExternalLink>;

/** Query of /api/data/area/search: the parent's six-digit code; omitted -> provinces. */
export const AreaSearchQuery = Type.Object({
  parentCode: Type.Optional(Type.String({ pattern: AREA_CODE_PATTERN, description: '上级行政区划代码（6 位数字）' })),
});
export type AreaSearchQuery = Static<typeof AreaSearchQuery>;

/** A filling system as the header shows it to anonymous visitors (spec §6). */
export const FillingSystem = Type.Object({
  appId: Type.String(),
  name: Type.String(),
  url: Type.String(),
  registerUrl: Type.String(),
});
export type FillingSystem = Static<typeof FillingSystem>;

/**
 * The value GET /api/data/paramConf/{dictKey} answers for each known dictKey (site.codes.ts PARAM_DICT_KEYS;
 * spec §1, §9 footer contacts and header links). `fillingSystems` comes from the server's configuration, not the table.
 */
export interface ParamConfValues {
  hotline: string;
  address: string;
  /** '100061' */
  postalCode: string;
  /** e.g. '工作日 9:00-18:00' */
  workingHours: string;
  /** National sports administration and county football platform links of the header. */
  externalLinks: ExternalLink[];
  fillingSystems: FillingSystem[];
}

/** POST /api/data/agency/userLogin -> data. */
export const AgencyLoginResult = Type.Object({ userName: Type.String(), sessionToken: Type.String() });
export type AgencyLoginResult = Static<typeof AgencyLoginResult>;

/** GET /api/data/agency/singleSignonUrl -> data. */
export const SsoUrlResult = Type.Object({ url: Type.String() });
export type SsoUrlResult = Static<typeof SsoUrlResult>;

/** The ticket-validation answer an external system receives. */
export const SsoTicketIdentity = Type.Object({
  userName: Type.String(),
  displayName: Type.String(),
  organName: Type.String(),
  appId: Type.String(),
});
export type SsoTicketIdentity = Static<typeof SsoTicketIdentity>;

/** GET /api/data/agency/checkToken -> data while the agency session is valid (spec §4, §7). */
export const CheckTokenResult = Type.Object({
  userName: Type.String(),
  displayName: Type.String({ description: '姓名' }),
  organName: Type.String({ description: '所属单位' }),
});
export type CheckTokenResult = Static<typeof CheckTokenResult>;

/** Body of the SSO ticket-validation call an external filling system makes (docs/sso-integration.md). */
export const SsoValidateTicketBody = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 64, description: '应用标识，如 app_sync_js365' }),
  ticket: Type.String({ minLength: 1, maxLength: 256, description: '门户跳转时附加的一次性票据' }),
});
export type SsoValidateTicketBody = Static<typeof SsoValidateTicketBody>;

/** Path parameter of /api/data/paramConf/{dictKey}: a plain identifier. */
export const ParamConfParams = Type.Object({
  dictKey: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_]*$',
    description: '参数键，如 hotline',
  }),
});
export type ParamConfParams = Static<typeof ParamConfParams>;

/** /api/data/paramConf/{dictKey} -> data: the parameter's JSON value, of the shape ParamConfValues gives. */
export const ParamConfValue = Type.Unknown({ description: '参数值（JSON），形状见 ParamConfValues' });
