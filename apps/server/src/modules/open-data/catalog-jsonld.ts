/**
 * GET /opendata/catalog.json (docs/decisions/open-data.md): the machine-readable catalogue as DCAT-style JSON-LD —
 * dcat:Catalog -> dcat:Dataset -> dcat:Distribution with dcat:downloadURL, dcat:mediaType, dcat:byteSize,
 * spdx:checksum (SHA-256), dct:license, dct:modified, dct:temporal, dct:spatial (DCAT-AP 3 property names).
 * Absolute URLs from `origin` (SITE_URL or the request's own). Built from the manifest, not from the data.
 */
import {
  OPEN_ACCESS_LEVEL,
  OPEN_DATA_FORMAT_NAMES,
  OPEN_DATA_LICENSE,
  OPEN_DATA_MEDIA_TYPES,
  OPEN_DATA_PUBLISHER,
} from '@portal/contracts/open-data.codes';
import type { DatasetDefinition } from './dataset.types.js';
import { fileUrl, type GeneratedDataset } from './manifest.js';
import { rowApiPath } from './open-data.presenter.js';
import { catalogue, OPEN_DATA_ADDRESSES } from '@portal/contracts/pages.codes';

const CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  spdx: 'http://spdx.org/rdf/terms#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
};

/** Path of the dataset's page in the web app (catalogue.openDataDataset). */
export const datasetPagePath = (id: string) => catalogue.openDataDataset.href({ id });

const dateTime = (value: string) => ({ '@value': value, '@type': 'xsd:dateTime' });
const license = { '@id': OPEN_DATA_LICENSE.url, 'dct:title': OPEN_DATA_LICENSE.title };

function temporalOf(temporal: string | null) {
  if (!temporal) return undefined;
  const [start, end] = temporal.split('/');
  return {
    '@type': 'dct:PeriodOfTime',
    'dcat:startDate': { '@value': start, '@type': 'xsd:date' },
    'dcat:endDate': { '@value': end, '@type': 'xsd:date' },
  };
}

export function buildCatalog(
  origin: string,
  datasets: readonly { def: DatasetDefinition; generated: GeneratedDataset }[],
) {
  return {
    '@context': CONTEXT,
    '@id': `${origin}${OPEN_DATA_ADDRESSES.catalog}`,
    '@type': 'dcat:Catalog',
    'dct:title': `${OPEN_DATA_PUBLISHER}数据开放目录`,
    'dct:description':
      '公共体育场馆免费低收费开放年度数据及场馆、设施、建设项目、赛事、客流、评价、社会体育指导员统计等开放数据集。',
    'dct:publisher': { '@type': 'foaf:Agent', 'foaf:name': OPEN_DATA_PUBLISHER },
    'dct:license': license,
    'dct:language': 'zh-CN',
    'foaf:homepage': { '@id': `${origin}${catalogue.openData.path}` },
    'dcat:dataset': datasets.map(({ def, generated }) => ({
      '@id': `${origin}${datasetPagePath(def.id)}`,
      '@type': 'dcat:Dataset',
      'dct:identifier': def.id,
      'dct:title': def.title,
      'dct:description': def.description,
      'dcat:theme': def.theme,
      'dct:publisher': { '@type': 'foaf:Agent', 'foaf:name': OPEN_DATA_PUBLISHER },
      'dct:license': license,
      'dct:accessRights': OPEN_ACCESS_LEVEL,
      'dct:accrualPeriodicity': def.updateFrequency,
      'dct:modified': dateTime(generated.modified),
      ...(temporalOf(def.temporal) ? { 'dct:temporal': temporalOf(def.temporal) } : {}),
      'dct:spatial': { '@type': 'dct:Location', 'rdfs:label': def.spatial },
      'dcat:landingPage': { '@id': `${origin}${datasetPagePath(def.id)}` },
      ...(def.series ? { 'dcat:inSeries': { '@id': `${origin}${catalogue.openData.path}#${def.series}` } } : {}),
      'dcat:distribution': [
        ...generated.files.map((f) => ({
          '@type': 'dcat:Distribution',
          'dct:title': `${def.title}（${OPEN_DATA_FORMAT_NAMES[f.format]}）`,
          'dcat:downloadURL': { '@id': `${origin}${fileUrl(generated, f.name)}` },
          'dcat:accessURL': { '@id': `${origin}${datasetPagePath(def.id)}` },
          'dcat:mediaType': {
            '@id': `https://www.iana.org/assignments/media-types/${OPEN_DATA_MEDIA_TYPES[f.format]}`,
          },
          'dct:format': f.format.toUpperCase(),
          'dcat:byteSize': { '@value': f.byteSize, '@type': 'xsd:nonNegativeInteger' },
          'spdx:checksum': {
            '@type': 'spdx:Checksum',
            'spdx:algorithm': { '@id': 'spdx:checksumAlgorithm_sha256' },
            'spdx:checksumValue': f.sha256,
          },
          'dct:license': license,
          'dct:modified': dateTime(generated.modified),
          'dct:extent': `${f.rows} 行`,
        })),
        {
          '@type': 'dcat:Distribution',
          'dct:title': `${def.title}（datapackage.json）`,
          'dcat:downloadURL': { '@id': `${origin}${fileUrl(generated, generated.datapackage.name)}` },
          'dcat:mediaType': { '@id': 'https://www.iana.org/assignments/media-types/application/json' },
          'dct:conformsTo': { '@id': 'https://specs.frictionlessdata.io/data-package/' },
          'dcat:byteSize': { '@value': generated.datapackage.byteSize, '@type': 'xsd:nonNegativeInteger' },
          'spdx:checksum': {
            '@type': 'spdx:Checksum',
            'spdx:algorithm': { '@id': 'spdx:checksumAlgorithm_sha256' },
            'spdx:checksumValue': generated.datapackage.sha256,
          },
          'dct:license': license,
        },
        {
          '@type': 'dcat:Distribution',
          'dct:title': `${def.title}（行接口）`,
          'dcat:accessURL': { '@id': `${origin}${rowApiPath(def.id)}` },
          'dcat:mediaType': { '@id': 'https://www.iana.org/assignments/media-types/application/json' },
          'dct:license': license,
        },
      ],
    })),
  };
}
