// The project's dependency rules (docs/ARCHITECTURE.md) that a formatter cannot see, checked on every `npm run lint`:
// - packages/domain imports no app and no Node/DOM module;
// - web features never import each other (routes compose them);
// - server: the ORM lives in repo.ts, db/ and test/ only; routes never reach a repo; platform never imports a feature;
//   every 422 is built by platform/errors.ts;
// - web forms have one home, apps/web/src/ui/form.tsx (React Hook Form, one mapping of a 422 to field errors);
// - the design system (apps/web/src/ui) imports nothing from lib/, features/ or routes/ (it knows no session, no http);
// - no import circles, anywhere (a module that needs part of another's neighbour imports a file both can import).
// The rules that read whole import graphs check themselves on a fixture first (selfCheck below), so a rule that
// stopped refusing what it must refuse fails lint rather than passing everything.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const importRe =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir, names = /\.(ts|tsx)$/) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path, names);
    else if (names.test(entry)) yield path;
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importRe)].map((m) => m[1] ?? m[2]);
}

const problems = [];
const rel = (p) => relative(root, p).split(sep).join('/');

// The design system sits under everything else of the web app: it may import the domain package, npm packages and
// other ui/ files, never the app's session and http layer (lib/), a feature or a route. What a ui/ component needs
// from them is passed in (props, options) or the piece that needs them lives outside ui/. Tests of ui/ may use the
// app's real pieces (form.test.tsx sends lib/http.ts's ApiError), so they are not held to it.
function uiImportProblems(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith('apps/web/src/ui/') || /\.test\.tsx?$/.test(file)) continue;
    for (const target of targets) {
      if (/^apps\/web\/src\/(lib|features|routes)\//.test(target))
        found.push(
          `${file}: the design system imports '${target}'; pass what it needs in, or move the piece out of ui/`,
        );
    }
  }
  return found;
}

// Every import circle among the project's modules: each strongly connected component of the graph of relative
// imports (static, type-only and dynamic alike: a type import still ties two files' shapes together, and a lazy
// one their loading), found with Tarjan's algorithm. Named by its files, so the message says what to untie.
function importCircles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

// The rules above, tried on a made-up graph they must refuse and one they must let be.
function selfCheck() {
  const failures = [];
  const bad = new Map([
    ['apps/web/src/ui/button.tsx', ['apps/web/src/lib/http.ts']],
    ['apps/web/src/ui/form.tsx', ['apps/web/src/features/auth/api.ts', 'apps/web/src/ui/alert.tsx']],
    ['apps/web/src/ui/form.test.tsx', ['apps/web/src/lib/http.ts']],
    ['apps/web/src/ui/alert.tsx', []],
  ]);
  if (uiImportProblems(bad).length !== 2)
    failures.push('the ui/ rule let a ui/ import of lib/ or features/ through');
  const circle = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts']],
  ]);
  const found = importCircles(circle).map((files) => files.join(' '));
  if (found.join('|') !== 'a.ts b.ts c.ts|e.ts')
    failures.push(
      `the circle check found ${JSON.stringify(found)} in a graph with a.ts → b.ts → c.ts → a.ts and e.ts → e.ts`,
    );
  const line = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', []],
  ]);
  if (importCircles(line).length !== 0)
    failures.push('the circle check found a circle in a line a.ts → b.ts → c.ts');
  return failures;
}
problems.push(...selfCheck().map((failure) => `scripts/check-boundaries.mjs self-check: ${failure}`));

// The graph of relative imports of every module of the three workspaces (the e2e and bench folders are scripts
// that nothing imports), as paths from the repository's root.
function importGraph() {
  const graph = new Map();
  for (const dir of ['packages/domain/src', 'apps/server/src', 'apps/web/src']) {
    for (const file of files(join(root, dir))) {
      const targets = [];
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        if (existsSync(target) && statSync(target).isFile()) targets.push(rel(target));
      }
      graph.set(rel(file), targets);
    }
  }
  return graph;
}
const graph = importGraph();
problems.push(...uiImportProblems(graph));
for (const circle of importCircles(graph))
  problems.push(`import circle: ${circle.join(' ↔ ')}; move what they share down to a file each can import`);

for (const file of files(join(root, 'packages/domain/src'))) {
  for (const spec of importsOf(file)) {
    if (/^(node:|@atrium\/(server|web))/.test(spec) || /^(fs|path|react)/.test(spec)) {
      problems.push(`${rel(file)}: domain must stay pure, but imports '${spec}'`);
    }
  }
}

const webFeatures = join(root, 'apps/web/src/features');
for (const file of files(webFeatures)) {
  const own = rel(file).split('/')[4];
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) continue;
    const target = rel(resolve(dirname(file), spec));
    const match = /^apps\/web\/src\/features\/([^/]+)/.exec(target);
    if (match && match[1] !== own)
      problems.push(`${rel(file)}: feature '${own}' imports feature '${match[1]}'`);
  }
}

// Route files (apps/web/src/routes, one createFileRoute each: route-tree.ts) are all in the entry chunk (the generated
// route tree imports them), except what the router's plugin splits off (apps/web/vite.config.ts;
// docs/decisions/014-automatic-code-splitting.md, 016-loaders-split-with-their-page.md): each route's loader,
// component, errorComponent, pendingComponent and notFoundComponent, with everything only they use, go into chunks of
// their own. So a route file may import a feature statically for its loader and components only; its beforeLoad and
// search validation (and the helpers they call) reach features through a dynamic import(). Read here as: with the
// file's imports, its `loader:` option, its top-level components (functions named in PascalCase) and its
// `component: X,`-style lines taken out, no name imported from a feature is left.
// Allowed: the root route (never split), whose component every page (and /login) renders at once, and the error
// screens, which must show without fetching anything (the error may be a chunk that failed to load).
const eagerRouteAllowed = {
  'apps/web/src/routes/root.tsx': 'the root component (branding, session timers) renders on every page',
  'apps/web/src/routes/error-screens.tsx': 'error screens render without loading a chunk',
};
// Feature modules any route may import statically: synchronous, tiny, importing nothing but lib/ and types.
const eagerFeatureModulesAllowed = {
  'apps/web/src/features/factfind/target.ts':
    "whose fact-find a page shows, from the session, in the fact-find routes' beforeLoad",
};
const valueImportRe = /(?:^|\n)\s*import\s+(?!type\s)([^'"]*?)\s+from\s*['"]([^'"]+)['"]/g;
// What of a route file stays in the entry chunk (see above): without its imports, its components and the lines that
// hand them to the route.
function eagerPartOfRoute(text) {
  return (
    text
      .replace(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"][^'"]+['"];?/g, '\n')
      // The route options' `loader:` (two spaces in, as biome writes createFileRoute's object), up to the next option.
      .replace(/\n {2}loader:[\s\S]*?(?=\n {2}[A-Za-z]\w*:|\n\}\))/g, '\n')
      .replace(/\n(?:export )?function [A-Z]\w*\([\s\S]*?\n\}(?=\n)/g, '\n')
      .replace(
        /\n\s*(?:component|errorComponent|pendingComponent|notFoundComponent):\s*[A-Z]\w*,?(?=\n)/g,
        '\n',
      )
  );
}
for (const file of files(join(root, 'apps/web/src/routes'))) {
  const path = rel(file);
  if (/\.test\.tsx?$/.test(path) || eagerRouteAllowed[path]) continue;
  const text = readFileSync(file, 'utf8');
  const eager = eagerPartOfRoute(text);
  for (const [, clause, spec] of text.matchAll(valueImportRe)) {
    if (!spec.startsWith('.')) continue;
    const target = rel(resolve(dirname(file), spec));
    if (!target.startsWith('apps/web/src/features/') || eagerFeatureModulesAllowed[target]) continue;
    const names = clause
      .replace(/[{}]/g, ' ')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()
            ?.replace(/^type\s+/, '') ?? '',
      )
      .filter((name) => /^[\w$]+$/.test(name) && !clause.includes(`type ${name}`));
    for (const name of names) {
      const word = `(?<![\\w$.])${name.replace('$', '\\$')}(?![\\w$])`;
      // A loader's own `const { name } = await import(…)` binds the name afresh: that use is not the static import.
      const rebound = new RegExp(`const\\s*\\[?[^=;]*\\{[^}]*${word}[^}]*\\}[^=;]*=\\s*await`).test(eager);
      if (!rebound && new RegExp(word).test(eager))
        problems.push(
          `${path}: '${name}' (imported statically from '${spec}') is used outside the route's components, so it would be in the entry chunk; use it in the loader (split off with the page) or through import() in beforeLoad`,
        );
    }
  }
}

// One way to guard a web page by role: the pathless layout routes apps/web/src/routes/_client.tsx, _staff.tsx,
// _admin.tsx and _admin-client-tabs.tsx (which calls _admin.tsx's check) check it in their beforeLoad, once for all
// their children. A role check anywhere else in what a route file keeps in the entry chunk (its beforeLoad and the
// helpers it calls: eagerPartOfRoute above) is a second way; what a page shows for a role is decided in its
// components, which this rule leaves alone.
const roleGuardRoutes = new Set([
  'apps/web/src/routes/_client.tsx',
  'apps/web/src/routes/_staff.tsx',
  'apps/web/src/routes/_admin.tsx',
]);
for (const file of files(join(root, 'apps/web/src/routes'))) {
  const path = rel(file);
  if (/\.test\.tsx?$/.test(path) || roleGuardRoutes.has(path)) continue;
  if (/\.role\b|\brole\s*[!=]==?|[{,]\s*role\s*[,}]/.test(eagerPartOfRoute(readFileSync(file, 'utf8'))))
    problems.push(
      `${path}: a route checks the user's role itself; make the page a child of the _client, _staff or _admin layout route`,
    );
}

const server = join(root, 'apps/server/src');
for (const file of files(server)) {
  const path = rel(file);
  const inFeature = /^apps\/server\/src\/features\/[^/]+\//.test(path);
  const base = path.split('/').pop();
  const ormAllowed =
    base === 'repo.ts' ||
    /(^|\/)repo(-[a-z-]+)?\.ts$/.test(path) ||
    /-repo\.ts$/.test(path) ||
    path.includes('/src/db/') ||
    path.includes('/src/test/') ||
    path.endsWith('.test.ts');
  for (const spec of importsOf(file)) {
    if (spec.startsWith('drizzle-orm') && inFeature && !ormAllowed) {
      problems.push(`${path}: only a feature's repo may use the ORM, but imports '${spec}'`);
    }
    if (base === 'routes.ts' && /(^|\/)repo(\.ts)?$/.test(spec)) {
      problems.push(`${path}: routes call services, never a repo ('${spec}')`);
    }
    if (path.startsWith('apps/server/src/platform/') && spec.startsWith('.')) {
      const target = rel(resolve(dirname(file), spec));
      if (target.startsWith('apps/server/src/features/'))
        problems.push(`${path}: platform imports a feature ('${spec}')`);
    }
  }
}

// One home for 422s: platform/errors.ts's validationFailed/invalidField. A feature building the AppError itself,
// or wrapping it in a local `invalid` helper, starts a second dialect of the same answer.
for (const file of files(join(server, 'features'))) {
  const path = rel(file);
  if (path.endsWith('.test.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (/new\s+AppError\(\s*['"]validation_failed['"]/.test(text))
    problems.push(`${path}: builds a 422 itself; use validationFailed/invalidField from platform/errors.ts`);
  const helper =
    /(?:const|function)\s+invalid\w*\s*(?:=\s*)?(?:<[^>]*>)?\([^)]*\)[^{;]*?(?:=>|\{)\s*(?:return\s+)?(?:new\s+AppError|validationFailed|invalidField)\b/.exec(
      text,
    );
  if (helper)
    problems.push(
      `${path}: declares a local 422 helper; call validationFailed/invalidField from platform/errors.ts`,
    );
}

// One way to answer with a file to save (apps/server/src/platform/send-file.ts) and one home for development aids
// (platform/dev-only.ts): a feature writing Content-Disposition, or checking for a dev caller, itself starts a second.
for (const file of files(join(server, 'features'))) {
  const path = rel(file);
  if (path.endsWith('.test.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (/['"]Content-Disposition['"]/i.test(text))
    problems.push(
      `${path}: sets Content-Disposition itself; use sendDownload/sendFile/sendCsv from platform/send-file.ts`,
    );
  if (/\bisDevCaller\b/.test(text))
    problems.push(
      `${path}: checks for a dev caller itself; register its routes with registerDevAids (platform/dev-only.ts)`,
    );
}

// One access module (apps/server/src/features/access): which client a user is of goes through household_members
// there (a household has two people who sign in), so no other feature looks a client up by a user id, and only
// it decides who is an admin.
for (const file of files(join(server, 'features'))) {
  const path = rel(file);
  if (path.endsWith('.test.ts') || path.startsWith('apps/server/src/features/access/')) continue;
  const text = readFileSync(file, 'utf8');
  if (/eq\(\s*clients\.userId\s*,\s*[A-Za-z_$][\w$]*\s*\)/.test(text))
    problems.push(
      `${path}: looks a client up by a user id; use householdOfUser/householdOfCaller in features/access`,
    );
  if (/\.role\s*!==?\s*['"]admin['"]/.test(text))
    problems.push(`${path}: checks for an admin itself; use assertAdmin in features/access`);
}

// One way to authenticate (apps/server/src/platform/authenticate.ts): an authenticated plugin scope adds the hook
// once, `app.addHook('onRequest', authenticate)`, so it runs before the body is validated. A route declaring it in
// its own options (preHandler, which would run after validation, or onRequest) is a second way.
for (const file of files(join(server, 'features'))) {
  const path = rel(file);
  if (path.endsWith('.test.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (/\b(?:preHandler|onRequest)\s*:\s*\[?[^\n\]]*\bauthenticate\b/.test(text))
    problems.push(
      `${path}: a route declares authenticate in its options; add it once per scope with app.addHook('onRequest', authenticate)`,
    );
}

// One home for background work (apps/server/src/platform/periodic-job.ts: started on listen, stopped on close). A
// timer elsewhere is a second job runner; the two allowed are not periodic jobs but parts of their own machinery.
const timersAllowed = {
  'apps/server/src/platform/periodic-job.ts': 'the periodic job itself',
  'apps/server/src/platform/outbox/worker.ts':
    'also woken by every enqueue, and runs again at once after a full batch',
  'apps/server/src/platform/realtime/gateway.ts':
    "the socket server's own sweep of its connections, living as long as it",
};
for (const file of files(server)) {
  const path = rel(file);
  if (path.endsWith('.test.ts') || timersAllowed[path]) continue;
  if (/\bsetInterval\s*\(/.test(readFileSync(file, 'utf8')))
    problems.push(`${path}: starts its own timer; use createPeriodicJob from platform/periodic-job.ts`);
}

// One home for web forms (docs/ARCHITECTURE.md, "Forms"): apps/web/src/ui/form.tsx's useAppForm and AppFormView
// (React Hook Form, the contract's zod schema, the mutation's pending state, one mapping of a 422 to field errors).
// Only ui/form* imports React Hook Form; no web file reads a form through `new FormData(` in a component or hook,
// flattens a zod error, or uses the older helpers (ui/use-form-check.ts and features/portfolio/hooks/use-record-form.ts,
// both gone and staying so) — except the forms below, still to convert: take a file off the list
// once it is converted (the check says when it no longer needs to be on it).
const formsToConvert = new Set([]);
const oldFormHelpers = ['ui/use-form-check.ts', 'hooks/use-record-form.ts'];
for (const file of files(join(root, 'apps/web/src'))) {
  const path = rel(file);
  if (/\.test\.tsx?$/.test(path)) continue;
  const text = readFileSync(file, 'utf8');
  const oldWays = [];
  if (!/^apps\/web\/src\/ui\/form[^/]*$/.test(path)) {
    for (const spec of importsOf(file))
      if (spec === 'react-hook-form' || spec.startsWith('@hookform/'))
        problems.push(`${path}: imports '${spec}'; forms use useAppForm from apps/web/src/ui/form.tsx`);
  }
  if (/\.flatten\(\s*\)/.test(text)) oldWays.push('flattens a zod error');
  if (/\/(components|hooks)\//.test(path) && /\bnew\s+FormData\(/.test(text))
    oldWays.push('reads its form with new FormData(');
  for (const spec of importsOf(file))
    if (oldFormHelpers.some((helper) => spec.endsWith(helper))) oldWays.push(`uses '${spec}'`);
  if (formsToConvert.has(path)) {
    if (oldWays.length === 0)
      problems.push(`${path}: no longer uses an older form pattern; take it off formsToConvert`);
  } else {
    for (const way of oldWays)
      problems.push(`${path}: ${way}; write the form with useAppForm (apps/web/src/ui/form.tsx)`);
  }
}

// Comments and test names cite only what a reader of the repository can open: a file, a docs/ page, an ADR
// (docs/decisions/), or the reason in words. An issue number, a section of a spec, a security finding's code or a
// conventions file that is not in the repository points the reader at nothing.
const outsideCitationRe =
  /(?:\/\/|\/\*|^\s*\*|\b(?:describe|it|test)(?:\.\w+)?\().*?(\b[Ii]ssue \d+|\b[Ss]pec\b.{0,3}§\s?\d*|\bSecurity [A-Z]\d+|\bCONVENTIONS\.md)/;
for (const dir of ['apps', 'packages', 'e2e', 'scripts', 'bench']) {
  for (const file of files(join(root, dir), /\.(ts|tsx|mjs)$/)) {
    if (file.endsWith('routeTree.gen.ts')) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const match = outsideCitationRe.exec(line);
      if (match)
        problems.push(
          `${rel(file)}:${i + 1}: cites '${match[1]}', which is not in the repository; cite a file, a docs/ page or an ADR (docs/decisions/), or say the reason in words`,
        );
    });
  }
}

if (problems.length > 0) {
  console.error(`Dependency rules broken:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Dependency rules hold.');
