/** GET /api_/ow/notice/list and /api_/ow/notice/detail (spec §7): the shared article suite on the notice table. */
import { describeArticleApi } from '../content/article-api.test-support.js';

describeArticleApi({ table: 'notice', prefix: '/api_/ow/notice', label: '通知公告' });
