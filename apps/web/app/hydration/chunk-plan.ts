import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The module graph of a build, as far as the chunk plan reads it. */
export interface ChunkGraph {
  /** The entry modules: the client entry, the root route and every route module. */
  readonly entries: readonly string[];
  /**
   * The modules a module's static imports certainly load: a module it imports by name, and the
   * module behind a name it imports through a package's index (a barrel). Never a dependency,
   * a stylesheet, or a namespace import of a barrel: whether anything of those is loaded is the
   * bundler's tree-shaking's to say.
   */
  readonly certainImports: (id: string) => readonly string[];
}

/** The name of the chunk that holds the modules every page loads with its shell. */
export const SHELL_CHUNK = 'app-shell';

function closure(starts: Iterable<string>, next: (id: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

/**
 * Which modules the browser build groups into one chunk; every other module is left to the
 * bundler's automatic chunking (one chunk per set of entries that share it).
 *
 * Automatic chunking loads no byte a page does not need, but in many small files: the shell alone
 * (the header, footer, session bridge, chat launcher, strings …) came in 19, shared in different ways
 * with lazy parts, and every page asks for all of them when it hydrates; the dashboard, an app shell,
 * asked for 48 files before its cards could render, each a request (on HTTP/1.1, six at a time, a
 * round trip each). The modules the client entry and the root route certainly load (their certain
 * imports, and theirs) go into one chunk: every page loads all of them anyway, so one file for them
 * adds no byte anywhere.
 *
 * Only certain imports count: an import through a package's index is followed to the module behind
 * each name, never to the rest of the package, which a lazy part may be the only one to use (the
 * login's schemas, XState). Entry modules keep their own chunks.
 *
 * @rule HYDRATE-011 The browser build puts every module that the client entry and the root route
 *   certainly load (imported by name, through a package's index only to the module behind the
 *   name) into one chunk, and no other module: a module only a page or a lazy part uses is never
 *   in it, and entry modules stay their own chunks.
 * @param graph - the build's module graph
 * @param isShellEntry - whether an entry is one every page loads (the client entry, the root route)
 * @returns the chunk name of each grouped module
 */
export function chunkPlan(graph: ChunkGraph, isShellEntry: (id: string) => boolean): Map<string, string> {
  const entries = new Set(graph.entries);
  const shell = closure(
    graph.entries.filter((id) => isShellEntry(id)),
    (id) => graph.certainImports(id),
  );
  const plan = new Map<string, string>();
  for (const id of shell) if (!entries.has(id)) plan.set(id, SHELL_CHUNK);
  return plan;
}

const SHELL_FILE = /[\\/]app[\\/]root\.tsx\?|[\\/]entry\.client\.tsx(?:\?.*)?$/;
const PACKAGE_INDEX = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/**
 * Whether a module is one of the project's own scripts, whose imports the plan reads: not a
 * dependency (React and the router are chunks of their own already), a stylesheet (its CSS goes
 * with its chunk, which the router links) or a virtual module.
 *
 * @param id - a module id of the build
 * @returns true for such a module
 */
export function isOwnScript(id: string): boolean {
  return id.startsWith('/') && !/[\\/]node_modules[\\/]/.test(id) && SCRIPT_FILE.test(id.replace(/\?.*$/, ''));
}

/** A module's import and re-export statements, each with what it names from its source. */
export interface ModuleStatements {
  /** `import … from`: the names imported (`default` for a default import), or null for a namespace import. */
  readonly imports: readonly { readonly source: string; readonly names: readonly string[] | null }[];
  /** `export { a as b } from`: each exported name with its name in the source; `export *` has `star`. */
  readonly reExports: readonly ({ readonly source: string; readonly star: false; readonly names: ReadonlyMap<string, string> } | { readonly source: string; readonly star: true })[];
}

/**
 * Reads a module's import and re-export statements (type-only ones left out: they load nothing).
 *
 * @param code - the module's code, as the bundler holds it
 * @returns its statements
 */
export function moduleStatements(code: string): ModuleStatements {
  const imports: { source: string; names: string[] | null }[] = [];
  const reExports: ModuleStatements['reExports'][number][] = [];
  for (const statement of parseAst(code, { lang: 'tsx' }).body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const names: string[] = [];
      let namespace = false;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') namespace = true;
        else if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
        else if (specifier.importKind !== 'type') names.push(specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value));
      }
      imports.push({ source: statement.source.value, names: namespace ? null : names });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source !== null && statement.exportKind !== 'type') {
      const names = new Map<string, string>();
      for (const specifier of statement.specifiers) {
        if (specifier.exportKind === 'type') continue;
        const name = (node: typeof specifier.local) => (node.type === 'Identifier' ? node.name : String(node.value));
        names.set(name(specifier.exported), name(specifier.local));
      }
      reExports.push({ source: statement.source.value, star: false, names });
    } else if (statement.type === 'ExportAllDeclaration' && statement.exportKind !== 'type' && statement.exported === null) {
      reExports.push({ source: statement.source.value, star: true });
    }
  }
  return { imports, reExports };
}

/** What {@link certainImports} reads of the build. */
export interface CertainImportsContext {
  /** A module's statements, or null when the plan does not read it (a dependency, a stylesheet). */
  readonly statements: (id: string) => ModuleStatements | null;
  /** The module an import's source resolves to from a module, or null. */
  readonly resolve: (source: string, importer: string) => string | null;
  /** The names a module exports. */
  readonly exportsOf: (id: string) => readonly string[];
  /** Whether a module is a package's index, which only re-exports the package's modules. */
  readonly isBarrel: (id: string) => boolean;
  /** Whether a module is an entry, all of whose exports are read. */
  readonly isEntry: (id: string) => boolean;
}

/**
 * The module that defines a name a barrel exports, following its re-exports.
 *
 * @param context - the build
 * @param barrel - the barrel
 * @param name - the exported name
 * @param depth - how many barrels deep (a cycle stops the search)
 * @returns the module, or null when it cannot tell (then nothing is certain)
 */
function definingModule(context: CertainImportsContext, barrel: string, name: string, depth = 0): string | null {
  const statements = context.statements(barrel);
  if (statements === null || depth > 8) return null;
  for (const reExport of statements.reExports) {
    const target = context.resolve(reExport.source, barrel);
    if (target === null) continue;
    const sourceName = reExport.star ? name : reExport.names.get(name);
    if (sourceName === undefined || !context.exportsOf(target).includes(sourceName)) continue;
    return context.isBarrel(target) ? definingModule(context, target, sourceName, depth + 1) : target;
  }
  return null;
}

/**
 * The modules a module's static imports certainly load (see {@link ChunkGraph.certainImports}).
 *
 * @param context - the build
 * @param id - the module
 * @returns those modules
 */
export function certainImports(context: CertainImportsContext, id: string): string[] {
  const statements = context.statements(id);
  if (statements === null) return [];
  const found = new Set<string>();
  // An entry's re-exports are what the router reads of it (a route module re-exports its file).
  const reExported = context.isEntry(id)
    ? statements.reExports.map((reExport) => ({ source: reExport.source, names: reExport.star ? null : [...reExport.names.values()] }))
    : [];
  for (const { source, names } of [...statements.imports, ...reExported]) {
    const target = context.resolve(source, id);
    if (target === null || context.statements(target) === null) continue;
    if (!context.isBarrel(target)) {
      found.add(target);
      continue;
    }
    for (const name of names ?? []) {
      const defining = definingModule(context, target, name);
      if (defining !== null) found.add(defining);
    }
  }
  return [...found];
}

/**
 * Groups the browser build's modules by {@link chunkPlan}: the plan is made from the module graph
 * once the build has it, and the bundler's chunking reads it; then {@link shellCycle} checks the
 * chunks. `RINN_CHUNK_PLAN_DEBUG=1` prints the plan.
 *
 * @returns the Vite plugin
 */
export function chunkGroups(): Plugin {
  let plan = new Map<string, string>();
  return {
    name: 'rinn:chunk-groups',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            // The plan holds what the shell certainly loads; the bundler must not pull the rest of a
            // module's dependencies in (a package's whole index). Then it must be free to add exports
            // to an entry's chunk (each route still exports what the router reads).
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [{ name: (id: string) => plan.get(id) ?? null, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const statements = new Map<string, ModuleStatements | null>();
      const resolved = new Map<string, string | null>();
      for (const id of ids) {
        const code = this.getModuleInfo(id)?.code;
        // The client entry is React Router's own file, under node_modules; its imports count too.
        const read = (isOwnScript(id) || SHELL_FILE.test(id)) && typeof code === 'string' ? moduleStatements(code) : null;
        statements.set(id, read);
        for (const { source } of [...(read?.imports ?? []), ...(read?.reExports ?? [])]) {
          const key = `${id}\n${source}`;
          if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, id))?.id ?? null);
        }
      }
      const context: CertainImportsContext = {
        statements: (id) => statements.get(id) ?? null,
        resolve: (source, importer) => resolved.get(`${importer}\n${source}`) ?? null,
        exportsOf: (id) => this.getModuleInfo(id)?.exports ?? [],
        isBarrel: (id) => PACKAGE_INDEX.test(id),
        isEntry: (id) => this.getModuleInfo(id)?.isEntry === true,
      };
      plan = chunkPlan(
        { entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry === true), certainImports: (id) => certainImports(context, id) },
        (id) => SHELL_FILE.test(id),
      );
      if (process.env['RINN_CHUNK_PLAN_DEBUG'] !== undefined) {
        const groups = new Map<string, string[]>();
        for (const [id, group] of plan) groups.set(group, [...(groups.get(group) ?? []), id]);
        console.log('chunk plan', groups);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [{ fileName: file.fileName, code: file.code }] : []));
      const cycle = shellCycle(chunks, (chunk) => chunk.startsWith('assets/') && chunk.slice('assets/'.length).startsWith(`${SHELL_CHUNK}-`));
      if (cycle !== null) this.error(`HYDRATE-011: the shell's chunk takes bindings from a chunk that takes them from it (${cycle.join(' → ')}); a module only the shell uses is imported through a package's index: import it from its own module`);
    },
  };
}

/**
 * A cycle of chunks through the shell's chunk, following imports that take bindings (a bare
 * `import "./x.js"` only orders execution and is left out). In such a cycle one side's code may run
 * before the bindings it reads are set: the build fails instead.
 *
 * @param chunks - the build's JavaScript chunks, by file name (`assets/x.js`) with their code
 * @param isShell - whether a chunk is the shell's
 * @returns the cycle's file names, from the shell's chunk back to it, or null
 */
export function shellCycle(chunks: readonly { readonly fileName: string; readonly code: string }[], isShell: (fileName: string) => boolean): string[] | null {
  const edges = new Map<string, string[]>();
  for (const { fileName, code } of chunks) {
    const folder = fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/') + 1) : '';
    const targets: string[] = [];
    for (const statement of parseAst(code).body) {
      const taking =
        (statement.type === 'ImportDeclaration' && statement.specifiers.length > 0) ||
        ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source !== null);
      const source = 'source' in statement ? statement.source?.value : undefined;
      if (taking && typeof source === 'string' && source.startsWith('./')) targets.push(`${folder}${source.slice(2)}`);
    }
    edges.set(fileName, targets);
  }
  for (const start of chunks.map((chunk) => chunk.fileName).filter(isShell)) {
    const path = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.shift() as string;
      for (const next of edges.get(current) ?? []) {
        if (next === start) {
          const cycle = [start];
          for (let at: string | null = current; at !== null && at !== start; at = path.get(at) ?? null) cycle.splice(1, 0, at);
          return [...cycle, start];
        }
        if (!path.has(next)) {
          path.set(next, current);
          queue.push(next);
        }
      }
    }
  }
  return null;
}
