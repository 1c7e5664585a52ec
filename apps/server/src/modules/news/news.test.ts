/** GET /api_/ow/news/list and /api_/ow/news/detail (spec §7): the shared article suite on the news table. */
import { describeArticleApi } from '../content/article-api.test-support.js';

describeArticleApi({ table: 'news', prefix: '/api_/ow/news', label: '新闻' });
