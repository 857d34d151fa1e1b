import { normalise } from '../server/triage/features.ts';
import { readLabelledSet } from '../server/triage/labelled-set.ts';
import { urgencyOf } from '../server/triage/urgency.ts';

const ids = process.argv.slice(2);
const texts = ids.filter((i) => !/^[a-z]{2}-[a-z]-\d+$/.test(i));
const all = readLabelledSet();
for (const q of all.filter((q) => ids.includes(q.id))) {
  const r = urgencyOf(normalise(q.text));
  console.log(
    q.id,
    q.urgent ? 'U' : 'c',
    r.urgent ? 'RULE' : '----',
    r.because.join('|'),
    '·',
    normalise(q.text).slice(0, 140),
  );
}
for (const t of texts) {
  const r = urgencyOf(normalise(t));
  console.log(r.urgent ? 'RULE' : '----', r.because.join('|'), '·', normalise(t));
}
