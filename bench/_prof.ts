import { issueKey, itemsOf, pushBatch } from './exchange-push.js';
const base = 'http://127.0.0.1:3902';
const key = await issueKey('/tmp/lead/push.db');
for (let b = 0; b < 12; b++) { const [ms] = await pushBatch(base, key, itemsOf(0, b), 'created'); console.log('batch', b, ms.toFixed(0)); }
