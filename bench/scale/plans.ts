// The query plans of one request: the statements the server sent while it ran (bench/scale/server.ts records them),
// each run again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back, so a write changes
// nothing. Answers the worst node (the most time of its own) and every sequential scan of a tenant table.

import pg from 'pg';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'Plan Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

export type Statement = { text: string; values: unknown[] };
export type NodeFinding = { node: string; relation: string | null; ms: number; statement: string };
// `unexplained`: statements that could not be run again (an INSERT of a unique value the request already wrote).
export type PlanReport = {
  worst: NodeFinding | null;
  seqScans: NodeFinding[];
  statements: number;
  // Shared buffers (8 kB pages) the statements touched, hit or read: the work a request costs PostgreSQL, which the
  // machine's load does not change (latency on a shared machine does).
  buffers: number;
  unexplained: string[];
};

const explained = /^\s*(select|with|update|insert|delete)\b/i;

// Tables of a tenant's data: those with a firm, client, user or conversation column and more than `minRows` rows
// (a table that small is read whole by design: the firms' templates, say).
export async function tenantTables(client: pg.Client, minRows = 10_000): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name FROM pg_class c
     JOIN information_schema.columns k ON k.table_name = c.relname AND k.table_schema = 'public'
     WHERE c.relkind IN ('r', 'p') AND c.reltuples > $1
       AND k.column_name IN ('firm_id', 'client_id', 'user_id', 'conversation_id', 'fact_find_id')`,
    [minRows],
  );
  return new Set(rows.map((row) => row.name));
}

function walk(node: PlanNode, visit: (node: PlanNode, own: number) => void) {
  const total = (node['Actual Total Time'] ?? 0) * (node['Actual Loops'] ?? 1);
  const children = (node.Plans ?? []).reduce(
    (sum, child) => sum + (child['Actual Total Time'] ?? 0) * (child['Actual Loops'] ?? 1),
    0,
  );
  visit(node, Math.max(0, total - children));
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function planReport(
  url: string,
  statements: Statement[],
  tenants: Set<string>,
): Promise<PlanReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const report: PlanReport = { worst: null, seqScans: [], statements: 0, buffers: 0, unexplained: [] };
  try {
    for (const statement of statements) {
      if (!explained.test(statement.text)) continue;
      report.statements += 1;
      const short = statement.text.replace(/\s+/g, ' ').slice(0, 100);
      await client.query('BEGIN');
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (!plan) continue;
        report.buffers += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
        walk(plan, (node, own) => {
          const relation = node['Relation Name'] ?? null;
          const finding = { node: node['Node Type'], relation, ms: own, statement: short };
          if (!report.worst || own > report.worst.ms) report.worst = finding;
          // Each partition is judged by its own size (an empty month's partition is read whole by design).
          if (node['Node Type'] === 'Seq Scan' && relation && tenants.has(relation)) {
            report.seqScans.push(finding);
          }
        });
      } catch (error) {
        report.unexplained.push(`${short}: ${(error as Error).message}`);
      } finally {
        await client.query('ROLLBACK');
      }
    }
  } finally {
    await client.end();
  }
  return report;
}
