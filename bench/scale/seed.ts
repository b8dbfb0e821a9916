// Writes the scale bench's households into a migrated, empty database with PostgreSQL COPY (one stream per table),
// ids assigned by households.ts. Foreign-key and user triggers are off for the loading sessions
// (session_replication_role = replica: the rows are consistent by construction, and checking 50 rows of audit per
// household one by one would take most of the time); person 1's household row, which a trigger would write, is
// written here. Secondary indexes are dropped before the load and rebuilt after it, then the tables analysed.

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
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

// COPY's text format: backslash, tab, newline and carriage return escaped; \N is NULL.
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

async function copy(
  url: string,
  table: string,
  columns: string[],
  rows: () => Generator<unknown[] | string>,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  try {
    await client.query("SET session_replication_role = 'replica'");
    const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
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

export type SeedTimings = Record<string, { rows: number; seconds: number }>;

export async function seedHouseholds(url: string, plan: Layout, options: { seed: number; now: Date }) {
  const { seed, now } = options;
  const timings: SeedTimings = {};
  const passwordHash = await hashPassword(benchPassword);
  const N = plan.households;
  const households = function* () {
    for (let h = 1; h <= N; h++) yield h;
  };
  const step = async (table: string, columns: string[], rows: () => Generator<unknown[] | string>) => {
    const started = performance.now();
    const count = await copy(url, table, columns, rows);
    timings[table] = { rows: count, seconds: Math.round((performance.now() - started) / 100) / 10 };
    console.log(`  ${table.padEnd(20)} ${String(count).padStart(11)} rows  ${timings[table]?.seconds} s`);
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);

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

  await step('firms', ['id', 'name'], function* () {
    for (const firm of plan.firms) yield [firm.id, `Scale Firm ${firm.id} Financial Planning`];
  });
  await step('firm_domains', ['id', 'firm_id', 'domain'], function* () {
    for (const firm of plan.firms) yield [firm.id, firm.id, firmDomain(firm.id)];
  });
  await step(
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
  await step(
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
      'created_at',
      'updated_at',
    ],
    function* () {
      // The kept sort keys (migrations 0044, 0045; the loading sessions run no triggers): the one fact-find's status
      // and the household's messages (every other one, below). last_activity_at is set after api_tokens.
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
          created,
          created,
        ];
      }
    },
  );
  await step('household_members', ['client_id', 'user_id', 'person'], function* () {
    for (const h of households()) yield [h, plan.clientUserId(h), 1];
  });
  const random = mulberry32(seed);
  await step(
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
  );
  await step(
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
  );
  await step(
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
      'created_at',
      'updated_at',
    ],
    function* () {
      for (const h of households()) {
        const completed = ago((h % 400) * day);
        const due = new Date(completed.getTime() + 365 * day).toISOString().slice(0, 10);
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
          completed,
          completed,
        ];
      }
    },
  );
  await step(
    'conversations',
    ['id', 'firm_id', 'client_id', 'last_message_at', 'created_at', 'updated_at'],
    function* () {
      for (const h of households()) {
        const last = ago((h % 60) * day);
        yield [h, plan.firmOf(h).id, h, last, last, last];
      }
    },
  );
  await step('messages', ['id', 'conversation_id', 'sender_user_id', 'body', 'created_at'], function* () {
    let id = 1;
    for (const h of households()) {
      for (let k = 0; k < perHousehold.messages; k++) {
        const sender = k % 2 === 0 ? plan.clientUserId(h) : plan.adviserOf(h);
        yield [
          id++,
          h,
          sender,
          `Message ${k + 1} about the annual review and the documents we discussed.`,
          ago((h % 60) * day + (perHousehold.messages - k) * 3_600_000),
        ];
      }
    }
  });
  await step(
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
      let id = 1;
      for (const h of households()) {
        for (let k = 0; k < perHousehold.documents; k++) {
          const firm = k % 2 === 0;
          yield [
            id,
            plan.firmOf(h).id,
            h,
            firm ? plan.adviserOf(h) : plan.clientUserId(h),
            firm ? 'firm' : 'client',
            `Statement ${k + 1}.pdf`,
            'other',
            'application/pdf',
            120_000 + k,
            '0'.repeat(64),
            `scale/${h}/${id}`,
            ago(((h + k * 11) % 500) * day),
          ];
          id += 1;
        }
      }
    },
  );
  await step(
    'notifications',
    ['id', 'user_id', 'type', 'data', 'read_at', 'created_at', 'updated_at'],
    function* () {
      let notification = 0;
      for (const h of households()) {
        for (let k = 0; k < perHousehold.notifications; k++) {
          const at = ago(((h + k * 13) % 200) * day);
          const data = JSON.stringify({
            title: 'New message',
            body: 'Your adviser sent you a message.',
            link: '/messages',
          });
          yield [
            uuidOf(seed, ++notification),
            plan.clientUserId(h),
            'message',
            data,
            k < 3 ? at : null,
            at,
            at,
          ];
        }
      }
    },
  );
  await step(
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
  await step(
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
      'created_at',
      'updated_at',
    ],
    function* () {
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
          now,
          now,
        ];
      }
    },
  );
  // The audit log over the last two years, into its monthly partitions (made beforehand by the caller).
  await step(
    'audit_events',
    ['id', 'firm_id', 'user_id', 'type', 'ip', 'user_agent', 'data', 'created_at'],
    function* () {
      // 2 million rows a second is the target here: each line is built from pieces made once (the 720 × 50 possible
      // times, each household's constant part), none of which needs COPY's escaping.
      const times = Array.from({ length: 720 }, (_, d) =>
        Array.from({ length: perHousehold.audit }, (_, k) => ago(d * day + k * 1000).toISOString()),
      );
      let id = 1;
      for (const h of households()) {
        const firmId = plan.firmOf(h).id;
        const client = `${firmId}\t${plan.clientUserId(h)}\t`;
        const adviser = `${firmId}\t${plan.adviserOf(h)}\t`;
        const rest = `\t198.51.100.${h % 250}\tMozilla/5.0 (bench)\t{"clientId": ${h}}\t`;
        for (let k = 0; k < perHousehold.audit; k++) {
          const at = (times[(h * 13 + k * 14) % 720] as string[])[k] as string;
          yield `${id++}\t${k % 5 === 4 ? adviser : client}${auditTypes[k % auditTypes.length]}${rest}${at}\n`;
        }
      }
    },
  );
  const expiresAt = new Date(now.getTime() + 7 * day);
  await step(
    'api_tokens',
    ['user_id', 'token_hash', 'expires_at', 'last_used_at', 'created_at'],
    function* () {
      for (let id = 1; id <= plan.staffCount; id++) yield [id, tokenOf(id, seed).hash, expiresAt, now, now];
      for (const h of sampleOf(plan))
        yield [plan.clientUserId(h), tokenOf(plan.clientUserId(h), seed).hash, expiresAt, now, now];
    },
  );

  // Last activity as the api_tokens trigger would have kept it (the sampled households' sessions).
  await admin.query(`UPDATE clients c SET last_activity_at = t.at
    FROM (SELECT user_id, max(coalesce(last_used_at, created_at)) AS at FROM api_tokens GROUP BY user_id) t
   WHERE t.user_id = c.user_id`);
  // Each person's current risk result's review date, as the risk_assessments trigger would have kept it (0050).
  for (const [person, column] of [
    [1, 'risk_review_due_on'],
    [2, 'joint_risk_review_due_on'],
  ] as const) {
    await admin.query(`UPDATE clients c SET ${column} = r.due
      FROM (SELECT DISTINCT ON (client_id) client_id, review_due_on AS due FROM risk_assessments
             WHERE status = 'completed' AND person = ${person}
             ORDER BY client_id, completed_at DESC NULLS LAST, id DESC) r
     WHERE r.client_id = c.id`);
  }

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
  ] as const) {
    await admin.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
    );
  }
  await admin.query("SET maintenance_work_mem = '256MB'");
  // A partitioned table's index is listed as `ON ONLY` (the parent alone); built here for every partition too.
  for (const index of indexes) await admin.query(index.definition.replace(' ON ONLY ', ' ON '));
  timings.indexes = { rows: indexes.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
  console.log(
    `  ${'indexes'.padEnd(20)} ${String(indexes.length).padStart(11)} built ${timings.indexes.seconds} s`,
  );
  const analysed = performance.now();
  await admin.query('VACUUM (ANALYZE)');
  timings.analyse = { rows: 0, seconds: Math.round((performance.now() - analysed) / 100) / 10 };
  console.log(`  ${'vacuum analyse'.padEnd(20)} ${timings.analyse.seconds} s`);
  await admin.end();
  return timings;
}

// The households whose client the load signs in as: evenly spread, so every firm size is represented by its share.
export function sampleOf(plan: Layout): number[] {
  const count = Math.min(sampledHouseholds, plan.households);
  return Array.from({ length: count }, (_, i) => 1 + Math.floor((i * plan.households) / count));
}
