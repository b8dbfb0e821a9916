// The outside reference of bench/http (docs/scale.md, "First paint and save measured from outside"): node:http
// and pg in a process of their own, no framework, no hooks, no auth, doing the same database work as the portal's route with the
// same pool size as the portal's (db/connect.ts: 10). What a hand-written service on this machine gets.
//   BENCH_DATABASE_URL=… BENCH_NODE_PORT=… node --import tsx bench/http/bare-server.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_NODE_PORT);
if (!databaseUrl || !port) throw new Error('BENCH_DATABASE_URL and BENCH_NODE_PORT are required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const send = (response: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(text);
};
const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
};
const isObject = (value: unknown): value is Record<string, Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// The portal's save: the JSONB merge of the named properties into their category and one fact_find_changes row per
// property, in one transaction (bench/http/server.ts's Fastify route does the same).
async function save(response: ServerResponse, clientId: number, body: unknown) {
  const updates = isObject(body) ? body.updates : undefined;
  const [category, values] = (isObject(updates) ? Object.entries(updates)[0] : undefined) ?? [];
  if (!category || !isObject(values)) return send(response, 400, { message: 'updates expected' });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `UPDATE fact_finds
          SET data = data || jsonb_build_object($1::text,
                (CASE WHEN jsonb_typeof(data -> $1::text) = 'object' THEN data -> $1::text ELSE '{}'::jsonb END)
                || $2::jsonb),
              version = version + 1, updated_at = now()
        WHERE client_id = $3 AND status <> 'reviewed'
    RETURNING id, firm_id, version, updated_at`,
      [category, JSON.stringify(values), clientId],
    );
    const row = rows[0] as { id: number; firm_id: number; version: number; updated_at: Date } | undefined;
    if (!row) {
      await client.query('ROLLBACK');
      return send(response, 404, { message: 'not found' });
    }
    for (const [property, value] of Object.entries(values)) {
      await client.query(
        `INSERT INTO fact_find_changes (firm_id, fact_find_id, path, old, new, request_id, created_at)
         VALUES ($1, $2, $3, NULL, $4::jsonb, $5, now())`,
        [row.firm_id, row.id, `${category}.${property}`, JSON.stringify(value), 'bare'],
      );
    }
    await client.query('COMMIT');
    send(response, 200, { lastUpdated: new Date(row.updated_at).toISOString(), version: row.version });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function route(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (path === '/healthz') return send(response, 200, { ok: true });
  const update = /^\/bare\/(\d+)\/update$/.exec(path);
  if (update && request.method === 'PUT') return save(response, Number(update[1]), await readBody(request));
  const changes = /^\/bare\/(\d+)\/changes$/.exec(path);
  if (changes && request.method === 'GET') {
    const { rows } = await pool.query(
      `SELECT data, status, version, last_completed_step, updated_at
         FROM fact_finds WHERE client_id = $1 ORDER BY id DESC LIMIT 1`,
      [Number(changes[1])],
    );
    return rows[0] ? send(response, 200, rows[0]) : send(response, 404, { message: 'not found' });
  }
  const user = /^\/bare\/user\/(\d+)$/.exec(path);
  if (user && request.method === 'GET') {
    const { rows } = await pool.query(
      `SELECT u.id, u.name, u.email, u.role, u.region, u.permissions, u.mfa_enabled, u.mfa_telephone,
              c.id AS client_id, c.name AS client_name, c.joint_name, c.dob, c.joint_dob, c.currency_symbol
         FROM users u LEFT JOIN clients c ON c.user_id = u.id WHERE u.id = $1`,
      [Number(user[1])],
    );
    return rows[0] ? send(response, 200, rows[0]) : send(response, 404, { message: 'not found' });
  }
  send(response, 404, { message: 'not found' });
}

const server = createServer((request, response) => {
  route(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { message: 'error' });
  });
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
const stop = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
