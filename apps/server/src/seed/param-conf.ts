/**
 * Site parameters (table `param_conf`, GET /api/data/paramConf/{dictKey}): the footer contacts and the
 * header links of spec §1/§2/§9. Values are JSON text in the shapes of ParamConfValues
 * (packages/contracts/src/site.ts). `fillingSystems` is not stored: it comes from the configuration.
 */
import type { Insertable } from 'kysely';
import type { ExternalLink, ParamConfValues } from '@portal/contracts/site';
import type { ParamConfTable } from '../db/tables/site.js';

type StoredParams = Omit<ParamConfValues, 'fillingSystems'>;

export const PARAM_CONF: { [K in keyof StoredParams]: { value: StoredParams[K]; description: string } } = {
  hotline: { value: '010-87182560', description: '服务热线（页头、页脚）' },
  address: { value: '北京市东城区体育馆路9号', description: '联系地址（页脚）' },
  postalCode: { value: '100061', description: '邮政编码（页脚）' },
  workingHours: { value: '工作日 9:00-18:00', description: '服务时间（页脚）' },
  externalLinks: {
    value: [
      { name: '国家体育总局', url: 'https://www.sport.gov.cn/' },
      { name: '全国县域足球平台', url: 'https://xyzq.sport.org.cn/' },
    ] satisfies ExternalLink[],
    description: '页头外部链接',
  },
};

export function paramConfRows(): Insertable<ParamConfTable>[] {
  return Object.entries(PARAM_CONF).map(([dictKey, { value, description }]) => ({
    dict_key: dictKey,
    value: JSON.stringify(value),
    description,
  }));
}
