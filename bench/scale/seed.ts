// Writes the scale bench's households into a migrated, empty database with PostgreSQL COPY, ids assigned by
// households.ts. One COPY stream per table, and per monthly partition of the audit log, two streams at a time on their
// own connections, the longest first (lanes below), so PostgreSQL ingests on both cores while this process builds the
// lines (the big tables' lines from pieces made once). Foreign-key and user triggers are off for the loading sessions
// (session_replication_role = replica: the rows are consistent by construction); the keys triggers would keep on the
// client row are written here. A table no foreign key references is loaded frozen (TRUNCATE and COPY … FREEZE in one
// transaction), the others vacuumed after the load; secondary indexes are dropped before and rebuilt after it, two at
// a time (a partitioned table's partition by partition), then every table analysed.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
import { riskReviewNoticeDays } from '@atrium/domain/risk/review';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';
import {
  benchPassword,
  factFindStatuses,
  firmDomain,
  type Layout,
  personOf,
  staffEmail,
  tokenOf,
} from './households.ts';

const perHousehold = { messages: 10, documents: 5, audit: 50, notifications: 5, changes: 5 } as const;
// The load's users: every member of staff and this many households' client, spread evenly over the ids.
export const sampledHouseholds = 4_000;
const day = 86_400_000;

// COPY's text format: backslash, tab, newline and carriage return escaped; \N is NULL. Numbers and times never need
// escaping; the seeded times repeat (a day offset from now), so their text is made once each.
const isoTexts = new Map<number, string>();
const needsEscape = /[\\\t\n\r]/;
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) {
    const time = value.getTime();
    let text = isoTexts.get(time);
    if (text === undefined) {
      text = value.toISOString();
      if (isoTexts.size < 100_000) isoTexts.set(time, text);
    }
    return text;
  }
  const text = typeof value === 'string' ? value : String(value);
  if (!needsEscape.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

async function copy(
  url: string,
  table: string,
  columns: string[],
  rows: () => Generator<unknown[] | string>,
  freeze: boolean,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  try {
    await client.query("SET session_replication_role = 'replica'");
    // A table no foreign key references is emptied in the COPY's own transaction, which lets COPY write its rows
    // frozen and all-visible (FREEZE): the VACUUM after the load has nothing to do on them.
    if (freeze) await client.query(`BEGIN; TRUNCATE ${table}`);
    const stream = client.query(
      copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN${freeze ? ' WITH (FREEZE)' : ''}`),
    );
    // Chunks of about 1 MB, so the generator and PostgreSQL work at the same time on two cores.
    async function* chunks() {
      let buffer: string[] = [];
      let size = 0;
      for (const row of rows()) {
        // A string is a line built by the caller from values that need no escaping (the audit log's fast path).
        const line = typeof row === 'string' ? row : `${row.map(field).join('\t')}\n`;
        buffer.push(line);
        size += line.length;
        count += 1;
        if (size > 1_000_000) {
          yield buffer.join('');
          buffer = [];
          size = 0;
        }
      }
      if (buffer.length > 0) yield buffer.join('');
    }
    await pipeline(Readable.from(chunks()), stream);
    if (freeze) await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return count;
}

const auditTypes = [
  'auth.login.succeeded',
  'auth.login.succeeded',
  'auth.logout',
  'factfind.viewed',
  'document.downloaded',
  'profile.updated',
  'auth.login.failed',
  'messages.read',
];
const titles = ['Mr', 'Mrs', 'Ms', 'Dr'];

// A filled fact-find of about 2 KB: the first pages (about you, address, employment), income, outgoings, assets.
function factFindData(household: number, random: () => number): Record<string, unknown> {
  const person = personOf(household);
  const [first, last] = person.name.split(' ');
  return {
    joint: person.jointName !== null,
    personal_details_client1: {
      title: titles[household % titles.length],
      first_name: first,
      last_name: last,
      date_of_birth: `19${50 + (household % 50)}-0${1 + (household % 9)}-1${household % 10}`,
      marital_status: person.jointName ? 'Married' : 'Single',
      nationality: 'British',
      email: person.email,
      mobile_phone: '07700 900123',
      smoker: random() < 0.2,
      in_good_health: random() < 0.8,
      health_notes: 'No conditions to report; reviewed at the annual meeting with the adviser.',
    },
    current_address: {
      address_line_1: `${1 + (household % 200)} High Street`,
      town: 'Reading',
      county: 'Berkshire',
      postcode: 'RG1 1AA',
      moved_in: '2015-03-01',
      residential_status: 'Owner',
    },
    employment_client1: {
      employment_status: 'Employed',
      occupation: 'Chartered accountant',
      employer: `Employer ${household % 97} Limited`,
      gross_salary: 30_000 + Math.floor(random() * 90_000),
    },
    outgoings: {
      mortgage: 900 + Math.floor(random() * 900),
      utilities: 180,
      food: 450,
      transport: 220,
      holidays: 250,
    },
    assets: Array.from({ length: 3 }, (_, i) => ({
      type: ['Cash ISA', 'Stocks and shares ISA', 'Current account'][i],
      provider: `Provider ${(household + i) % 23}`,
      value: Math.floor(random() * 60_000),
    })),
    pensions: [{ type: 'Workplace pension', provider: 'Pension Co', value: Math.floor(random() * 250_000) }],
  };
}

// A UUID from the seed and a counter (the notifications' ids), the same on every run.
function uuidOf(seed: number, n: number): string {
  return `${seed.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

// Runs `work` over `items` on `count` lanes at once, each lane taking the next item when it is free.
async function lanes<T>(items: T[], work: (item: T) => Promise<void>, count = 2): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

// The same on two connections of the database, each opened with `setup` first.
async function onConnectionsOf<T>(
  url: string,
  items: T[],
  work: (client: pg.Client, item: T) => Promise<void>,
  setup?: string,
): Promise<void> {
  const clients = await Promise.all(
    [0, 1].map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      if (setup) await client.query(setup);
      return client;
    }),
  );
  const free = [...clients];
  try {
    await lanes(items, async (item) => {
      const client = free.pop() as pg.Client;
      try {
        await work(client, item);
      } finally {
        free.push(client);
      }
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export type SeedTimings = Record<string, { rows: number; seconds: number }>;

export async function seedHouseholds(url: string, plan: Layout, options: { seed: number; now: Date }) {
  const { seed, now } = options;
  const timings: SeedTimings = {};
  const passwordHash = await hashPassword(benchPassword);
  const N = plan.households;
  const households = function* () {
    for (let h = 1; h <= N; h++) yield h;
  };
  // Every table is one COPY stream; the streams run two at a time on their own connections (lanes below), so
  // PostgreSQL ingests on both cores while this process generates. Ids and values do not depend on the order.
  // `weight`: about how long a table takes per household (its rows, fact-finds' JSON counted eightfold), to start
  // the longest first.
  type Rows = () => Generator<unknown[] | string>;
  const steps: { table: string; columns: string[]; rows: Rows; weight: number }[] = [];
  const step = (table: string, columns: string[], rows: Rows, weight = 1) => {
    steps.push({ table, columns, rows, weight });
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const onConnections = <T>(
    items: T[],
    work: (client: pg.Client, item: T) => Promise<void>,
    setup?: string,
  ) => onConnectionsOf(url, items, work, setup);
  const sampled = new Set(sampleOf(plan));
  // Each household's one risk result (person 1), completed in the last 400 days, due for review a year after.
  const riskResultOf = (h: number) => {
    const completed = ago((h % 400) * day);
    return { completed, due: new Date(completed.getTime() + 365 * day).toISOString().slice(0, 10) };
  };

  // Dropped before and rebuilt after the load (primary keys and unique constraints stay: COPY checks those).
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows: indexes } = await admin.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname
     LEFT JOIN pg_constraint k ON k.conindid = c.oid
     WHERE i.schemaname = 'public' AND k.oid IS NULL
       AND NOT EXISTS (SELECT 1 FROM pg_inherits h WHERE h.inhrelid = c.oid)`,
  );
  for (const index of indexes) await admin.query(`DROP INDEX IF EXISTS "${index.name}"`);

  step('firms', ['id', 'name'], function* () {
    for (const firm of plan.firms) yield [firm.id, `Scale Firm ${firm.id} Financial Planning`];
  });
  step('firm_domains', ['id', 'firm_id', 'domain'], function* () {
    for (const firm of plan.firms) yield [firm.id, firm.id, firmDomain(firm.id)];
  });
  step(
    'users',
    [
      'id',
      'firm_id',
      'role',
      'name',
      'email',
      'email_normalised',
      'password_hash',
      'adviser_id',
      'created_at',
      'updated_at',
    ],
    function* () {
      for (const firm of plan.firms) {
        const email = staffEmail(firm.adminId);
        yield [
          firm.adminId,
          firm.id,
          'admin',
          `Admin ${firm.id}`,
          email,
          email,
          passwordHash,
          null,
          now,
          now,
        ];
        for (const id of firm.adviserIds) {
          const adviser = staffEmail(id);
          yield [id, firm.id, 'adviser', `Adviser ${id}`, adviser, adviser, passwordHash, null, now, now];
        }
      }
      for (const h of households()) {
        const person = personOf(h);
        const created = ago((h % 900) * day);
        yield [
          plan.clientUserId(h),
          plan.firmOf(h).id,
          'client',
          person.name,
          person.email,
          person.email,
          passwordHash,
          plan.adviserOf(h),
          created,
          created,
        ];
      }
    },
  );
  step(
    'clients',
    [
      'id',
      'firm_id',
      'user_id',
      'name',
      'joint_name',
      'adviser_id',
      'fact_find_status',
      'client_messages',
      'last_activity_at',
      'risk_review_due_on',
      'user_email',
      'created_at',
      'updated_at',
    ],
    function* () {
      // The kept keys (migrations 0044, 0045, 0051, 0054; the loading sessions run no triggers): the one fact-find's
      // status, the household's messages (every other one, below), the last activity (the sampled households'
      // sessions, api_tokens below, used now), person 1's risk result's review date and email.
      const clientMessages = Math.ceil(perHousehold.messages / 2);
      for (const h of households()) {
        const person = personOf(h);
        const created = ago((h % 900) * day);
        yield [
          h,
          plan.firmOf(h).id,
          plan.clientUserId(h),
          person.name,
          person.jointName,
          plan.adviserOf(h),
          factFindStatuses[h % factFindStatuses.length] as string,
          clientMessages,
          sampled.has(h) ? now : null,
          riskResultOf(h).due,
          person.email,
          created,
          created,
        ];
      }
    },
  );
  step('household_members', ['client_id', 'user_id', 'person'], function* () {
    for (const h of households()) yield [h, plan.clientUserId(h), 1];
  });
  const random = mulberry32(seed);
  step(
    'fact_finds',
    [
      'id',
      'firm_id',
      'client_id',
      'status',
      'data',
      'last_completed_step',
      'version',
      'submitted_at',
      'created_at',
      'updated_at',
    ],
    function* () {
      for (const h of households()) {
        const status = factFindStatuses[h % factFindStatuses.length] as string;
        const updated = ago((h % 300) * day);
        yield [
          h,
          plan.firmOf(h).id,
          h,
          status,
          JSON.stringify(factFindData(h, random)),
          'about-you',
          12,
          status === 'draft' ? null : updated,
          updated,
          updated,
        ];
      }
    },
    8,
  );
  step(
    'fact_find_changes',
    ['id', 'firm_id', 'fact_find_id', 'user_id', 'path', 'old', 'new', 'created_at'],
    function* () {
      let id = 1;
      for (const h of households()) {
        for (let k = 0; k < perHousehold.changes; k++) {
          yield [
            id++,
            plan.firmOf(h).id,
            h,
            plan.clientUserId(h),
            'outgoings.food',
            JSON.stringify(400 + k),
            JSON.stringify(450 + k),
            ago(((h + k * 37) % 700) * day),
          ];
        }
      }
    },
    5,
  );
  step(
    'risk_assessments',
    [
      'id',
      'firm_id',
      'client_id',
      'person',
      'questionnaire_version',
      'status',
      'answers',
      'score',
      'level',
      'completed_at',
      'review_due_on',
      'review_reminded_at',
      'created_at',
      'updated_at',
    ],
    function* () {
      // Reminded of the review 30 days before it is due (risk/review-reminders.ts): those in that window already were.
      for (const h of households()) {
        const { completed, due } = riskResultOf(h);
        const remind = Date.parse(due) - riskReviewNoticeDays * day;
        yield [
          h,
          plan.firmOf(h).id,
          h,
          1,
          2,
          'completed',
          JSON.stringify({ q1: 3, q2: 4, q3: 2 }),
          30 + (h % 40),
          1 + (h % 7),
          completed,
          due,
          remind <= now.getTime() ? new Date(remind) : null,
          completed,
          completed,
        ];
      }
    },
  );
  step(
    'conversations',
    ['id', 'firm_id', 'client_id', 'last_message_at', 'created_at', 'updated_at'],
    function* () {
      for (const h of households()) {
        const last = ago((h % 60) * day);
        yield [h, plan.firmOf(h).id, h, last, last, last];
      }
    },
  );
  step(
    'messages',
    ['id', 'conversation_id', 'sender_user_id', 'body', 'created_at'],
    function* () {
      // Lines built from pieces made once (the bodies, the 60 × 10 times), none of which needs COPY's escaping.
      const count = perHousehold.messages;
      const bodies = Array.from(
        { length: count },
        (_, k) => `Message ${k + 1} about the annual review and the documents we discussed.`,
      );
      const times = Array.from({ length: 60 * count }, (_, i) =>
        ago(Math.floor(i / count) * day + (count - (i % count)) * 3_600_000).toISOString(),
      );
      let id = 1;
      for (const h of households()) {
        const client = plan.clientUserId(h);
        const adviser = plan.adviserOf(h);
        const day0 = (h % 60) * count;
        for (let k = 0; k < count; k++) {
          yield `${id++}\t${h}\t${k % 2 === 0 ? client : adviser}\t${bodies[k]}\t${times[day0 + k]}\n`;
        }
      }
    },
    10,
  );
  step(
    'documents',
    [
      'id',
      'firm_id',
      'client_id',
      'uploaded_by',
      'source',
      'name',
      'category',
      'mime_type',
      'size',
      'sha256',
      'storage_key',
      'created_at',
    ],
    function* () {
      // Lines built from pieces made once (the 500 days' times), none of which needs COPY's escaping.
      const times = Array.from({ length: 500 }, (_, d) => ago(d * day).toISOString());
      const sha256 = '0'.repeat(64);
      let id = 1;
      for (const h of households()) {
        const firmId = plan.firmOf(h).id;
        const adviser = `${firmId}\t${h}\t${plan.adviserOf(h)}\tfirm`;
        const client = `${firmId}\t${h}\t${plan.clientUserId(h)}\tclient`;
        for (let k = 0; k < perHousehold.documents; k++) {
          const who = k % 2 === 0 ? adviser : client;
          yield `${id}\t${who}\tStatement ${k + 1}.pdf\tother\tapplication/pdf\t${120_000 + k}\t${sha256}\tscale/${h}/${id}\t${times[(h + k * 11) % 500]}\n`;
          id += 1;
        }
      }
    },
    6,
  );
  step(
    'notifications',
    ['id', 'user_id', 'type', 'data', 'read_at', 'created_at', 'updated_at'],
    function* () {
      // Lines built from pieces made once (the data, the 200 days' times), none of which needs COPY's escaping.
      const data = JSON.stringify({
        title: 'New message',
        body: 'Your adviser sent you a message.',
        link: '/messages',
      });
      const times = Array.from({ length: 200 }, (_, d) => ago(d * day).toISOString());
      let notification = 0;
      for (const h of households()) {
        const user = plan.clientUserId(h);
        for (let k = 0; k < perHousehold.notifications; k++) {
          const at = times[(h + k * 13) % 200];
          yield `${uuidOf(seed, ++notification)}\t${user}\tmessage\t${data}\t${k < 3 ? at : '\\N'}\t${at}\t${at}\n`;
        }
      }
    },
    5,
  );
  step(
    'calendar_slots',
    ['id', 'firm_id', 'adviser_id', 'starts_at', 'ends_at', 'time_zone', 'kind', 'created_at'],
    function* () {
      for (const h of households()) {
        // A distinct start per slot (15 minutes apart), within a year either side of now.
        const starts = new Date(
          now.getTime() - 180 * day + (h % 35_000) * 900_000 + Math.floor(h / 35_000) * 60_000,
        );
        yield [
          h,
          plan.firmOf(h).id,
          plan.adviserOf(h),
          starts,
          new Date(starts.getTime() + 3_600_000),
          'Europe/London',
          'video',
          now,
        ];
      }
    },
  );
  step(
    'appointments',
    [
      'id',
      'firm_id',
      'client_id',
      'adviser_id',
      'slot_id',
      'status',
      'starts_at',
      'ends_at',
      'time_zone',
      'kind',
      'reminded_at',
      'created_at',
      'updated_at',
    ],
    function* () {
      // Reminded a day before, as the reminders job does (calendar/reminders.ts): those due by now already were, so
      // the job's work during the load is what a deployment's would be, not a backlog the seeding left.
      for (const h of households()) {
        const starts = new Date(
          now.getTime() - 180 * day + (h % 35_000) * 900_000 + Math.floor(h / 35_000) * 60_000,
        );
        yield [
          h,
          plan.firmOf(h).id,
          h,
          plan.adviserOf(h),
          h,
          'booked',
          starts,
          new Date(starts.getTime() + 3_600_000),
          'Europe/London',
          'video',
          starts.getTime() - day <= now.getTime() ? new Date(starts.getTime() - day) : null,
          now,
          now,
        ];
      }
    },
  );
  // The audit log over the last two years, straight into its monthly partitions (made beforehand by the caller), one
  // stream per partition: each household's 50 events, id (h - 1) × 50 + k + 1 for its k-th, at one of 720 × 50 times.
  const auditTimes = Array.from({ length: 720 * perHousehold.audit }, (_, i) =>
    ago(Math.floor(i / perHousehold.audit) * day + (i % perHousehold.audit) * 1000),
  );
  const auditTimeText = auditTimes.map((time) => time.toISOString());
  const { rows: auditPartitions } = await admin.query<{ name: string; bound: string }>(
    `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audit_events'::regclass ORDER BY c.relname`,
  );
  // Which partition each of the 720 × 50 times falls in (-1: none, the default partition's).
  const auditPartitionOf = new Int16Array(auditTimes.length).fill(-1);
  auditPartitions.forEach(({ bound }, p) => {
    const [from, to] = [...bound.matchAll(/'([^']+)'/g)].map((match) => Date.parse(match[1] as string));
    if (from === undefined || to === undefined) return;
    auditTimes.forEach((time, i) => {
      if (time.getTime() >= from && time.getTime() < to) auditPartitionOf[i] = p;
    });
  });
  if (auditPartitionOf.includes(-1)) throw new Error('an audit time falls in no monthly partition');
  auditPartitions.forEach(({ name }, p) => {
    if (!auditPartitionOf.includes(p)) return;
    step(
      name,
      ['id', 'firm_id', 'user_id', 'type', 'ip', 'user_agent', 'data', 'created_at'],
      function* () {
        // Each line is built from pieces made once (the times, each household's constant part), none of which needs
        // COPY's escaping.
        for (const h of households()) {
          let firmId = 0;
          let rest = '';
          for (let k = 0; k < perHousehold.audit; k++) {
            const at = ((h * 13 + k * 14) % 720) * perHousehold.audit + k;
            if (auditPartitionOf[at] !== p) continue;
            if (rest === '') {
              firmId = plan.firmOf(h).id;
              rest = `\t198.51.100.${h % 250}\tMozilla/5.0 (bench)\t{"clientId": ${h}}\t`;
            }
            const user = k % 5 === 4 ? plan.adviserOf(h) : plan.clientUserId(h);
            yield `${(h - 1) * perHousehold.audit + k + 1}\t${firmId}\t${user}\t${auditTypes[k % auditTypes.length]}${rest}${auditTimeText[at]}\n`;
          }
        }
      },
      (2 * perHousehold.audit) / auditPartitions.length,
    );
  });
  const expiresAt = new Date(now.getTime() + 7 * day);
  step('api_tokens', ['user_id', 'token_hash', 'expires_at', 'last_used_at', 'created_at'], function* () {
    for (let id = 1; id <= plan.staffCount; id++) yield [id, tokenOf(id, seed).hash, expiresAt, now, now];
    for (const h of sampleOf(plan))
      yield [plan.clientUserId(h), tokenOf(plan.clientUserId(h), seed).hash, expiresAt, now, now];
  });

  step(
    'invitations',
    [
      'id',
      'firm_id',
      'user_id',
      'invited_by',
      'token_hash',
      'expires_at',
      'created_at',
      'accepted_at',
      'pending',
    ],
    function* () {
      // Each household's invitation, accepted a day after it was sent (when its user was made), but one in 50 still
      // open: sent in the last 30 days and valid for 14 (about half of them expired), none a household the load
      // signs in as. An open one is listed on the dashboard (`pending`, which migration 0053's triggers keep: its
      // user is the client's person 1, never disabled, with no accepted invitation).
      for (const h of households()) {
        const open = h % 50 === 0 && !sampled.has(h);
        const sent = open ? ago((h % 30) * day) : ago((h % 900) * day);
        yield [
          h,
          plan.firmOf(h).id,
          plan.clientUserId(h),
          plan.adviserOf(h),
          `scale-invitation-${h}`,
          new Date(sent.getTime() + 14 * day),
          sent,
          open ? null : new Date(sent.getTime() + day),
          open,
        ];
      }
    },
  );

  const loaded = performance.now();
  const { rows: referencedRows } = await admin.query<{ name: string }>(
    "SELECT DISTINCT confrelid::regclass::text AS name FROM pg_constraint WHERE contype = 'f'",
  );
  const referenced = new Set(referencedRows.map((row) => row.name.replace(/"/g, '')));
  await lanes(
    steps.sort((a, b) => b.weight - a.weight),
    async ({ table, columns, rows }) => {
      const started = performance.now();
      const count = await copy(url, table, columns, rows, !referenced.has(table));
      timings[table] = { rows: count, seconds: Math.round((performance.now() - started) / 100) / 10 };
      console.log(`  ${table.padEnd(20)} ${String(count).padStart(11)} rows  ${timings[table]?.seconds} s`);
    },
  );
  // The tables COPY could not freeze are vacuumed once every load is over (while one runs, the rows of another are not
  // yet visible to all): hint bits and the visibility map, for index-only scans.
  await onConnections(
    steps.filter(({ table }) => referenced.has(table)),
    (client, { table }) => client.query(`VACUUM ${table}`).then(() => undefined),
  );
  timings.tables = { rows: steps.length, seconds: Math.round((performance.now() - loaded) / 100) / 10 };
  console.log(
    `  ${'tables, vacuum'.padEnd(20)} ${String(steps.length).padStart(11)} in ${timings.tables.seconds} s`,
  );

  const started = performance.now();
  for (const [table, column] of [
    ['firms', 'id'],
    ['users', 'id'],
    ['clients', 'id'],
    ['fact_finds', 'id'],
    ['fact_find_changes', 'id'],
    ['risk_assessments', 'id'],
    ['conversations', 'id'],
    ['messages', 'id'],
    ['documents', 'id'],
    ['calendar_slots', 'id'],
    ['appointments', 'id'],
    ['audit_events', 'id'],
    ['invitations', 'id'],
  ] as const) {
    await admin.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
    );
  }
  // The indexes two at a time, the largest first; each connection sorts in memory up to 512 MB. A partitioned table's
  // index (listed `ON ONLY`: the parent alone) is made on the parent, built on each partition as a task of its own, and
  // each partition's attached to it.
  const { rows: partitionRows } = await admin.query<{ name: string; parent: string }>(
    `SELECT c.relname AS name, p.relname AS parent FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent`,
  );
  const builds: { sql: string; table: string; attach?: { parent: string; child: string } }[] = [];
  for (const index of indexes) {
    const parent = / ON ONLY public\.([a-z_0-9]+) /.exec(index.definition)?.[1];
    if (!parent) {
      builds.push({
        sql: index.definition,
        table: /ON public\.([a-z_0-9]+) /.exec(index.definition)?.[1] ?? '',
      });
      continue;
    }
    await admin.query(index.definition);
    for (const { name: partition } of partitionRows.filter((row) => row.parent === parent)) {
      const child = `${partition}_${index.name.replace(`${parent}_`, '')}`;
      builds.push({
        sql: index.definition.replace(
          `INDEX ${index.name} ON ONLY public.${parent} `,
          `INDEX ${child} ON public.${partition} `,
        ),
        table: partition,
        attach: { parent: index.name, child },
      });
    }
  }
  const sizes = new Map<string, number>();
  for (const { table } of builds) {
    if (sizes.has(table)) continue;
    const { rows } = await admin.query<{ bytes: string }>('SELECT pg_relation_size($1::regclass) AS bytes', [
      table,
    ]);
    sizes.set(table, Number(rows[0]?.bytes ?? 0));
  }
  await onConnections(
    builds.sort((a, b) => (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0)),
    async (client, build) => {
      const began = performance.now();
      await client.query(build.sql);
      const seconds = (performance.now() - began) / 1000;
      // The dearest builds, for reading where the time goes.
      if (seconds >= 2) console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${build.sql.slice(0, 100)}`);
    },
    "SET maintenance_work_mem = '512MB'",
  );
  for (const { attach } of builds) {
    if (attach) await admin.query(`ALTER INDEX ${attach.parent} ATTACH PARTITION ${attach.child}`);
  }
  timings.indexes = { rows: builds.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
  console.log(
    `  ${'indexes'.padEnd(20)} ${String(builds.length).padStart(11)} built ${timings.indexes.seconds} s`,
  );
  // Statistics for every table, two at a time, the largest first (ANALYZE of a partitioned table samples every
  // partition and analyses each).
  const analysed = performance.now();
  const { rows: tables } = await admin.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relkind = 'p' DESC, pg_relation_size(c.oid) DESC`,
  );
  await onConnections(tables, async (client, table) => {
    await client.query(`ANALYZE "${table.name}"`);
  });
  timings.analyse = { rows: tables.length, seconds: Math.round((performance.now() - analysed) / 100) / 10 };
  console.log(`  ${'analyse'.padEnd(20)} ${timings.analyse.seconds} s`);
  await admin.end();
  return timings;
}

// The households whose client the load signs in as: evenly spread, so every firm size is represented by its share.
export function sampleOf(plan: Layout): number[] {
  const count = Math.min(sampledHouseholds, plan.households);
  return Array.from({ length: count }, (_, i) => 1 + Math.floor((i * plan.households) / count));
}
