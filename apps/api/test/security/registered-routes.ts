import type { FastifyInstance } from 'fastify';

const methodsOfTree = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has registered, as 'METHOD /path'. Read from Fastify's own route tree
 * (`printRoutes`), so that a route added without a schema or hidden from the OpenAPI document
 * is listed too; the tree print loses the prefix of wildcard routes, so those come from the
 * OpenAPI document instead. HEAD is left out where Fastify adds it beside a GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = methodsOfTree.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (pathAt[depth - 1] ?? '') + match[2]!;
    pathAt[depth] = path;
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (path.includes('*') || (method === 'HEAD' && methods.includes('GET'))) continue;
      found.add(`${method} ${path}`);
    }
  }
  const { paths } = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of Object.keys(operations)) {
      if (method === 'head') continue;
      found.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? '*' : `:${name}`))}`);
    }
  }
  return [...found];
}
